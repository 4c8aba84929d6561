import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Status, type Language, type SurveyResults } from '@portal/contracts';
import { isApiError } from '@portal/api-client';
import { LoadState, Loading, Notice, PageHeading, useApiData } from '@portal/ui';
import { surveyResultsApi } from '../api';
import { AnswerBarChart } from '../survey-results/AnswerBarChart';
import '../survey-results-i18n';
import '../survey-results.css';

const Summary = ({
  results,
  formatPercent,
}: {
  results: SurveyResults;
  formatPercent: (share: number) => string;
}) => {
  const { t } = useTranslation('surveyResults');
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

const Results = ({ results, csvUrl }: { results: SurveyResults; csvUrl: string }) => {
  const { t, i18n } = useTranslation('surveyResults');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const formatPercent = (share: number) => percent.format(share);
  return (
    <>
      <PageHeading>{t('title', { title: results.titulo })}</PageHeading>
      <Summary results={results} formatPercent={formatPercent} />
      <p>
        <a className="portal-button" href={csvUrl} download>
          {t('downloadCsv')}
        </a>
      </p>
      {results.contestaciones === 0 ? (
        <Notice tone="info" title={t('noAnswersTitle')}>
          <p>{t('noAnswersBody')}</p>
        </Notice>
      ) : (
        results.preguntas.map((question, index) => (
          <section key={question.idPregunta} className="survey-results__question portal-card">
            <h2>
              <span className="survey-results__number">{t('question', { number: index + 1 })}</span>{' '}
              {question.texto}
            </h2>
            {question.tipo === 'texto' ? (
              <p>{t('textAnswers', { count: question.textos })}</p>
            ) : (
              <AnswerBarChart
                question={question}
                responses={results.contestaciones}
                formatPercent={formatPercent}
              />
            )}
          </section>
        ))
      )}
    </>
  );
};

/**
 * `/encuestas/{id}/resultados?clave=…`: the results of a survey for the careers office, who keep
 * the link with the survey's secret key (there is no office role). A wrong key gets its own
 * message; other failures the usual one with a retry.
 */
const SurveyResultsPage = () => {
  const { t, i18n } = useTranslation('surveyResults');
  const { id } = useParams();
  const [search] = useSearchParams();
  const surveyId = Number(id);
  const key = search.get('clave') ?? '';
  // Shown in place, not in the shell's banner as well.
  const results = useApiData(
    () => surveyResultsApi.results(surveyId, key, { silent: true }),
    [surveyId, key],
  );
  if (results.loading) return <Loading />;
  if (isApiError(results.error) && results.error.status === Status.accessDenied) {
    return (
      <section>
        <PageHeading>{t('pageTitle')}</PageHeading>
        <Notice tone="error" title={t('wrongKeyTitle')}>
          <p>{t('wrongKeyBody')}</p>
        </Notice>
      </section>
    );
  }
  return (
    <section className="survey-results">
      <LoadState state={results}>
        {(data) => (
          <Results
            results={data}
            csvUrl={surveyResultsApi.csvUrl(surveyId, key, i18n.language as Language)}
          />
        )}
      </LoadState>
    </section>
  );
};

export default SurveyResultsPage;
