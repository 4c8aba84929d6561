import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyResults } from '@portal/contracts';
import { Notice } from '../components';
import { AnswerBarChart } from './AnswerBarChart';
import './i18n';
import './survey-results.css';

const Summary = ({ results, formatPercent }: { results: SurveyResults; formatPercent: (share: number) => string }) => {
  const { t } = useTranslation('surveyResultsView');
  return (
    <dl className="survey-results__summary" data-testid="survey-results-summary">
      <div>
        <dt>{t('responses')}</dt>
        <dd>{results.contestaciones}</dd>
      </div>
      <div>
        <dt>{t('audience')}</dt>
        <dd>{results.destinatarios ?? t('openAudience')}</dd>
      </div>
      <div>
        <dt>{t('responseRate')}</dt>
        <dd>{results.tasaRespuesta === null ? t('noRate') : formatPercent(results.tasaRespuesta)}</dd>
      </div>
    </dl>
  );
};

/**
 * A survey's results as the careers office reads them, wherever it opens them (the results
 * link, the office's survey pages): the totals, then each question with its bar chart and table
 * (text questions: how many wrote an answer, never what). `actions` go between the two (downloads).
 */
export const SurveyResultsView = ({ results, actions }: { results: SurveyResults; actions?: ReactNode }) => {
  const { t, i18n } = useTranslation('surveyResultsView');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const formatPercent = (share: number) => percent.format(share);
  return (
    <>
      <Summary results={results} formatPercent={formatPercent} />
      {actions}
      {results.contestaciones === 0 ? (
        <Notice tone="info" title={t('noAnswersTitle')}>
          <p>{t('noAnswersBody')}</p>
        </Notice>
      ) : (
        results.preguntas.map((question, index) => (
          <section key={question.idPregunta} className="survey-results__question portal-card">
            <h2>
              <span className="survey-results__number">{t('question', { number: index + 1 })}</span> {question.texto}
            </h2>
            {question.tipo === 'texto' ? (
              <p>{t('textAnswers', { count: question.textos })}</p>
            ) : (
              <AnswerBarChart question={question} responses={results.contestaciones} formatPercent={formatPercent} />
            )}
          </section>
        ))
      )}
    </>
  );
};
