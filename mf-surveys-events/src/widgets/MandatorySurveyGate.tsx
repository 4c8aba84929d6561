import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SurveySummary } from '@portal/contracts';
import { useSession } from '@portal/session';
import { useApiData } from '@portal/ui';
import { surveysApi } from '../api';
import { surveyPath } from '../surveys/SurveyListItem';
import '../surveys-i18n';
import '../surveys.css';

/** The survey page itself is never blocked: that is where the user answers. */
const isSurveyPage = (pathname: string) =>
  /^\/(encuestas|enquestes)\/\d+(\/(acceso|acces))?\/?$/.test(pathname);

const mandatoryPending = (surveys: SurveySummary[]) =>
  surveys.filter((survey) => survey.obligatoria && !survey.contestada);

/**
 * Blocks the portal while the user has mandatory surveys to answer (spec 000 §4, 001 §2): a
 * modal dialog (the page behind it is inert) that links to each survey and offers logout, and
 * that Escape does not close. The shell shows it for logged users outside god mode.
 */
const MandatorySurveyGate = () => {
  const { t } = useTranslation('surveys');
  const { pathname } = useLocation();
  const token = useSession((state) => state.token);
  const userType = useSession((state) => state.userType);
  const onSurveyPage = isSurveyPage(pathname);
  // Asked again when the user leaves a survey page: it may just have been answered.
  const surveys = useApiData(
    () => (token && userType ? surveysApi.list(userType, { silent: true }) : Promise.resolve([])),
    [token, userType, onSurveyPage],
  );
  const pending = mandatoryPending(surveys.data ?? []);
  const blocking = pending.length > 0 && !onSurveyPage;
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (blocking && !dialog.open) dialog.showModal();
    if (!blocking && dialog.open) dialog.close();
  }, [blocking]);

  if (!blocking) return null;
  return (
    <dialog
      ref={dialogRef}
      className="portal-dialog surveys-gate"
      aria-labelledby="surveys-gate-title"
      onCancel={(event) => event.preventDefault()}
      data-testid="mandatory-survey-gate"
    >
      <h2 id="surveys-gate-title">{t('gateTitle')}</h2>
      <p>{t('gateBody')}</p>
      <ul>
        {pending.map((survey) => (
          <li key={survey.idEncuesta}>
            <Link to={surveyPath(survey)}>{survey.titulo}</Link>
          </li>
        ))}
      </ul>
      <div className="portal-dialog__actions">
        <Link className="portal-button portal-button--secondary" to="/logout">
          {t('logout')}
        </Link>
      </div>
    </dialog>
  );
};

export default MandatorySurveyGate;
