import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  firstQuestion,
  nextQuestion,
  pathThrough,
  type Respondent,
  type Survey,
  type SurveyAnswer,
} from '@portal/contracts';
import { Loading, Notice, useApiData, StatusNotice } from '@portal/ui';
import { surveysApi } from '../api';
import { QuestionStep } from './QuestionStep';

interface AnsweringProps {
  surveyId: number;
  respondent: Respondent;
  /** The survey session's own token (login inside the survey); undefined: the portal's or none. */
  surveyToken: string | undefined;
  onAnswered?: () => void;
}

/** Loads the survey for the respondent and walks it question by question. */
export const SurveyAnswering = ({ surveyId, respondent, surveyToken, onAnswered }: AnsweringProps) => {
  const survey = useApiData(
    () => surveysApi.survey(surveyId, surveyToken, { silent: true }),
    [surveyId, surveyToken],
  );
  if (survey.loading) return <Loading />;
  if (!survey.data) return <StatusNotice withServerText error={survey.error} />;
  return (
    <QuestionWalk
      survey={survey.data}
      respondent={respondent}
      surveyToken={surveyToken}
      onAnswered={onAnswered}
    />
  );
};

const DataProtection = ({ text, onAccept }: { text: string; onAccept: () => Promise<void> }) => {
  const { t } = useTranslation('surveys');
  const checkboxId = useId();
  const errorId = useId();
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <section className="portal-card surveys-gdpr">
      <h2>{t('gdprTitle')}</h2>
      <p>{text}</p>
      <label htmlFor={checkboxId} className="surveys-option">
        <input
          id={checkboxId}
          type="checkbox"
          checked={accepted}
          aria-describedby={tried && !accepted ? errorId : undefined}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        {t('gdprAccept')}
      </label>
      {tried && !accepted ? (
        <p id={errorId} className="surveys-error" role="alert">
          {t('gdprRequired')}
        </p>
      ) : null}
      {failure ? <StatusNotice withServerText error={failure} /> : null}
      <button
        type="button"
        className="portal-button"
        onClick={() => {
          setTried(true);
          if (accepted) onAccept().catch(setFailure);
        }}
      >
        {t('next')}
      </button>
    </section>
  );
};

/**
 * The survey question by question: the next question follows the answer's jump (the same
 * function the server checks the answers with), "previous" walks back the way taken, "restart"
 * clears everything; at the last question the button sends the answers of the path taken.
 */
const QuestionWalk = ({
  survey,
  respondent,
  surveyToken,
  onAnswered,
}: Omit<AnsweringProps, 'surveyId'> & { survey: Survey }) => {
  const { t } = useTranslation('surveys');
  const start = firstQuestion(survey.preguntas, respondent);
  const [gdprDone, setGdprDone] = useState(survey.textoRGPD === null);
  const [answers, setAnswers] = useState<ReadonlyMap<number, SurveyAnswer>>(new Map());
  const [way, setWay] = useState<number[]>(start ? [start.idPregunta] : []);
  const [showRequired, setShowRequired] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const currentId = way.at(-1);
  const current = survey.preguntas.find((question) => question.idPregunta === currentId);
  const answer = currentId === undefined ? undefined : answers.get(currentId);
  const following = current ? nextQuestion(survey.preguntas, current, answer, respondent) : undefined;
  const isLast = current !== undefined && following === undefined;

  // A new question is announced: focus moves to it, as on a new page.
  useEffect(() => {
    if (way.length > 1) stepRef.current?.focus();
  }, [way.length, currentId]);

  if (done) {
    return (
      <Notice tone="success" title={t('thanksTitle')}>
        <p>{t('thanks')}</p>
      </Notice>
    );
  }
  if (!gdprDone && survey.textoRGPD !== null) {
    return (
      <DataProtection
        text={survey.textoRGPD}
        onAccept={async () => {
          if (respondent !== 'Anonimo') await surveysApi.acceptGdpr(surveyToken, { silent: true });
          setGdprDone(true);
        }}
      />
    );
  }
  if (!current) return <StatusNotice withServerText error={undefined} />;

  const missing = current.respuestaObligatoria && answer === undefined;
  const goOn = async () => {
    if (missing) {
      setShowRequired(true);
      return;
    }
    setShowRequired(false);
    if (following) {
      setWay((previous) => [...previous, following.idPregunta]);
      return;
    }
    const onPath = pathThrough(survey.preguntas, answers, respondent)
      .map((question) => answers.get(question.idPregunta))
      .filter((given): given is SurveyAnswer => given !== undefined);
    setSending(true);
    setFailure(null);
    try {
      await surveysApi.save(survey.idEncuesta, onPath, surveyToken, { silent: true });
      setDone(true);
      onAnswered?.();
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="surveys-walk"
      onSubmit={(event) => {
        event.preventDefault();
        void goOn();
      }}
    >
      <div ref={stepRef} tabIndex={-1} className="surveys-walk__step">
        <QuestionStep
          question={current}
          number={way.length}
          answer={answer}
          showRequired={showRequired && missing}
          onAnswer={(given) => {
            setAnswers((previous) => {
              const next = new Map(previous);
              if (given) next.set(current.idPregunta, given);
              else next.delete(current.idPregunta);
              return next;
            });
          }}
        />
      </div>
      {isLast ? <p className="surveys-walk__hint">{t('lastQuestion')}</p> : null}
      {failure ? <StatusNotice withServerText error={failure} /> : null}
      <div className="surveys-walk__actions">
        <button
          type="button"
          className="portal-button portal-button--secondary"
          disabled={way.length < 2 || sending}
          onClick={() => {
            setShowRequired(false);
            setWay((previous) => previous.slice(0, -1));
          }}
        >
          {t('previous')}
        </button>
        <button
          type="button"
          className="portal-button portal-button--secondary"
          disabled={sending}
          onClick={() => {
            setAnswers(new Map());
            setShowRequired(false);
            setFailure(null);
            setWay(start ? [start.idPregunta] : []);
          }}
        >
          {t('restart')}
        </button>
        <button type="submit" className="portal-button" disabled={sending}>
          {sending ? t('sending') : isLast ? t('finish') : t('next')}
        </button>
      </div>
    </form>
  );
};
