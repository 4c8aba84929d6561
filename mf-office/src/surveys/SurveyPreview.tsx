import { useTranslation } from 'react-i18next';
import type { SurveyForm } from './logic';

/**
 * The survey as a respondent will see it (the answering page's order, numbering, mandatory mark,
 * answers and text box), read-only: the controls are disabled, and each jump is said beside its
 * answer, so that the office checks the way through before publishing.
 */
export const SurveyPreview = ({ form }: { form: SurveyForm }) => {
  const { t } = useTranslation('officeSurveys');
  const numberOf = (clave: string) => form.preguntas.findIndex((question) => question.clave === clave) + 1;
  return (
    <aside className="portal-card office-survey-preview" aria-labelledby="office-survey-preview-title">
      <h2 id="office-survey-preview-title">{t('previewTitle')}</h2>
      <p className="office-communication-form__help">{t('previewHelp')}</p>
      <h3>{form.titulo || t('previewUntitled')}</h3>
      {form.descripcion ? <p>{form.descripcion}</p> : null}
      {form.anonima ? <p>{t('previewAnonymous')}</p> : null}
      <ol className="office-survey-preview__questions">
        {form.preguntas.map((question, index) => (
          <li key={question.clave} data-testid="office-survey-preview-question">
            <p className="office-survey-preview__question">
              <span className="office-survey-preview__number">{t('questionN', { number: index + 1 })}</span>{' '}
              {question.texto || t('previewUntitled')}
              {question.obligatoria ? ` ${t('previewMandatory')}` : null}
            </p>
            {question.tipo === 'texto' ? (
              <textarea rows={2} disabled aria-label={`${t('previewTextAnswer')} (${t('questionN', { number: index + 1 })})`} />
            ) : (
              <ul className="office-survey-preview__answers">
                {question.respuestas.map((answer, option) => (
                  <li key={option}>
                    <label>
                      <input type="radio" disabled name={`preview-${question.clave}`} /> {answer.texto || t('previewUntitled')}
                    </label>
                    {answer.destino ? <span className="office-survey-preview__jump"> → {t('previewJump', { number: numberOf(answer.destino) })}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </aside>
  );
};
