import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { officeSurveyLimits } from '@portal/contracts';
import { CheckField, Field, FieldError } from '@portal/ui';
import { jumpTargets, withKind, type QuestionForm, type SurveyForm } from './logic';

interface QuestionEditorProps {
  form: SurveyForm;
  index: number;
  onChange: (question: QuestionForm) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** The message of a field of this question (`texto`, `respuestas.0.texto`, '' for the question). */
  say: (field: string) => string | null;
}

/**
 * One question of the builder: its text, kind and mandatory mark, its answers each with where it
 * leads (the next question or a later one), and buttons to move it up or down and remove it, so
 * that the order changes with the keyboard as well as anything else.
 */
export const QuestionEditor = ({ form, index, onChange, onMove, onRemove, say }: QuestionEditorProps) => {
  const { t } = useTranslation('officeSurveys');
  const ids = useId();
  const question = form.preguntas[index]!;
  const number = index + 1;
  const targets = jumpTargets(form, index);
  const setAnswer = (option: number, change: Partial<QuestionForm['respuestas'][number]>) =>
    onChange({ ...question, respuestas: question.respuestas.map((answer, at) => (at === option ? { ...answer, ...change } : answer)) });
  const questionError = say('');
  return (
    <li className="portal-card office-survey-question" data-testid="office-survey-question">
      <fieldset>
        <legend>{t('questionN', { number })}</legend>
        <div className="office-staff__actions office-survey-question__tools">
          <button type="button" className="portal-button portal-button--secondary" disabled={index === 0} onClick={() => onMove(-1)}>
            {t('moveUp', { number })}
          </button>
          <button
            type="button"
            className="portal-button portal-button--secondary"
            disabled={index === form.preguntas.length - 1}
            onClick={() => onMove(1)}
          >
            {t('moveDown', { number })}
          </button>
          <button type="button" className="portal-button portal-button--secondary" onClick={onRemove}>
            {t('removeQuestion', { number })}
          </button>
        </div>
        <FieldError id={`${ids}-question-error`} message={questionError} />
        <Field
          label={t('questionText', { number })}
          name={`pregunta-${number}`}
          required
          maxLength={officeSurveyLimits.question}
          rows={2}
          value={question.texto}
          onValue={(texto) => onChange({ ...question, texto })}
          error={say('texto')}
        />
        <div className="portal-field">
          <label htmlFor={`${ids}-kind`}>{t('kind', { number })}</label>
          <select
            id={`${ids}-kind`}
            value={question.tipo}
            onChange={(event) => onChange(withKind(question, event.target.value as QuestionForm['tipo']))}
          >
            <option value="opcion">{t('kinds.opcion')}</option>
            <option value="texto">{t('kinds.texto')}</option>
          </select>
        </div>
        <CheckField label={t('questionMandatory')} checked={question.obligatoria} onChecked={(obligatoria) => onChange({ ...question, obligatoria })} />
        {question.tipo === 'opcion' ? (
          <fieldset className="office-survey-question__answers">
            <legend>{t('answersLegend', { number })}</legend>
            <ol>
              {question.respuestas.map((answer, option) => (
                <li key={option} className="office-survey-answer">
                  <Field
                    label={t('answerText', { answer: option + 1, number })}
                    name={`respuesta-${number}-${option + 1}`}
                    required
                    maxLength={officeSurveyLimits.answer}
                    value={answer.texto}
                    onValue={(texto) => setAnswer(option, { texto })}
                    error={say(`respuestas.${option}.texto`)}
                  />
                  <div className="portal-field">
                    <label htmlFor={`${ids}-jump-${option}`}>{t('jump', { answer: option + 1 })}</label>
                    <select id={`${ids}-jump-${option}`} value={answer.destino} onChange={(event) => setAnswer(option, { destino: event.target.value })}>
                      <option value="">{t('jumpNext')}</option>
                      {targets.map((target) => (
                        <option key={target.clave} value={target.clave}>
                          {t('jumpTo', { number: target.number, text: target.texto || t('previewUntitled') })}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button
                    type="button"
                    className="portal-button portal-button--secondary"
                    disabled={question.respuestas.length <= 1}
                    onClick={() => onChange({ ...question, respuestas: question.respuestas.filter((_, at) => at !== option) })}
                  >
                    {t('removeAnswer', { answer: option + 1, number })}
                  </button>
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="portal-button portal-button--secondary"
              disabled={question.respuestas.length >= officeSurveyLimits.answers}
              onClick={() => onChange({ ...question, respuestas: [...question.respuestas, { texto: '', destino: '' }] })}
            >
              {t('addAnswer', { number })}
            </button>
          </fieldset>
        ) : null}
      </fieldset>
    </li>
  );
};
