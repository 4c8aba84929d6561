import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceOf, type SurveyAnswer, type SurveyQuestion } from '@portal/contracts';

interface QuestionStepProps {
  question: SurveyQuestion;
  number: number;
  answer: SurveyAnswer | undefined;
  onAnswer: (answer: SurveyAnswer | undefined) => void;
  /** The "answer this question" message, shown after a try to go on without an answer. */
  showRequired: boolean;
}

/** One question: a group of radio buttons, or a text box; its mandatory mark and message. */
export const QuestionStep = ({ question, number, answer, onAnswer, showRequired }: QuestionStepProps) => {
  const { t } = useTranslation('surveys');
  const errorId = useId();
  const textId = useId();
  const error = showRequired ? (
    <p id={errorId} className="surveys-error" role="alert">
      {t('required')}
    </p>
  ) : null;
  const title = (
    <>
      <span className="surveys-question__number">{t('question', { number })}</span>
      <span className="surveys-question__text">{question.texto}</span>
      {question.respuestaObligatoria ? (
        <span className="surveys-question__mark"> {t('mandatoryMark')}</span>
      ) : null}
    </>
  );
  if (question.tipo === 'texto') {
    return (
      <div className="surveys-question">
        <label htmlFor={textId} className="surveys-question__legend">
          {title}
        </label>
        <textarea
          id={textId}
          className="surveys-textarea"
          rows={4}
          maxLength={2000}
          value={answer && 'texto' in answer ? answer.texto : ''}
          aria-invalid={showRequired || undefined}
          aria-describedby={showRequired ? errorId : undefined}
          onChange={(event) =>
            onAnswer(
              event.target.value.trim() === ''
                ? undefined
                : { idPregunta: question.idPregunta, texto: event.target.value },
            )
          }
        />
        {error}
      </div>
    );
  }
  return (
    <fieldset className="surveys-question" aria-describedby={showRequired ? errorId : undefined}>
      <legend className="surveys-question__legend">{title}</legend>
      {question.respuestas.map((option) => (
        <label key={option.idRespuesta} className="surveys-option">
          <input
            type="radio"
            name={`question-${question.idPregunta}`}
            value={option.idRespuesta}
            checked={choiceOf(answer) === option.idRespuesta}
            onChange={() => onAnswer({ idPregunta: question.idPregunta, idRespuesta: option.idRespuesta })}
          />
          {option.texto}
        </label>
      ))}
      {error}
    </fieldset>
  );
};
