import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyAccess, UserType } from '@portal/contracts';
import { surveysApi } from '../api';
import { Loading, StatusNotice } from '@portal/ui';
import { Status } from '@portal/contracts';

/**
 * What the institutional login brought back in the address's fragment: its one-time code, or an
 * error. Read once and removed at once: the code works once and must stay out of the history.
 */
const takeInstitutionalAnswer = (): { code: string } | { failed: true } | null => {
  if (typeof window === 'undefined' || !window.location.hash) return null;
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const code = fragment.get('respuesta');
  if (!code && !fragment.has('error')) return null;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return code ? { code } : { failed: true };
};

export type SurveySession = { kind: 'user'; userType: UserType; token: string } | { kind: 'anonymous' };

/**
 * For a visitor without a portal session: log in inside the survey (with a password, or with the
 * institutional login, which comes back here), or answer anonymously when the survey allows it.
 * None touches the portal's own session.
 */
export const SurveyAccessStep = ({
  access,
  onReady,
}: {
  access: SurveyAccess;
  onReady: (session: SurveySession) => void;
}) => {
  const { t } = useTranslation('surveys');
  const ids = { type: useId(), email: useId(), password: useId() };
  const [userType, setUserType] = useState<UserType>(
    access.paraAlumnos || !access.paraEmpresa ? 'Alumno' : 'Empresa',
  );
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [institutional] = useState(takeInstitutionalAnswer);
  const [validating, setValidating] = useState(institutional !== null && 'code' in institutional);
  const [institutionalFailed, setInstitutionalFailed] = useState(institutional !== null && 'failed' in institutional);
  const sent = useRef(false);

  useEffect(() => {
    if (!institutional || !('code' in institutional) || sent.current) return;
    sent.current = true;
    surveysApi
      .institutionalLogin(access.idEncuesta, institutional.code, { silent: true })
      .then((answer) => onReady({ kind: 'user', userType: 'Alumno', token: answer.token }))
      .catch((failure: unknown) => setError(failure))
      .finally(() => setValidating(false));
  }, [institutional, access.idEncuesta, onReady]);

  const logIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await surveysApi.login(
        access.idEncuesta,
        { tipo: userType, usuario, password },
        { silent: true },
      );
      onReady({ kind: 'user', userType, token: answer.token });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const goAnonymous = async () => {
    setBusy(true);
    setError(null);
    try {
      await surveysApi.anonymous(access.idEncuesta, { silent: true });
      onReady({ kind: 'anonymous' });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (validating) return <Loading label={t('institutionalWorking')} />;
  return (
    <div className="surveys-access">
      {error ? <StatusNotice withServerText error={error} /> : null}
      {institutionalFailed && !error ? (
        <StatusNotice status={Status.accessDenied} serverMessage={t('institutionalFailed')} />
      ) : null}
      {access.permiteUsuarios && access.paraAlumnos ? (
        <section className="portal-card surveys-access__option">
          <h2>{t('institutionalTitle')}</h2>
          <p>{t('institutionalHint')}</p>
          <a
            className="portal-button"
            href={surveysApi.institutionalLoginStart(access.idEncuesta)}
            onClick={() => setInstitutionalFailed(false)}
          >
            {t('institutionalLogin')}
          </a>
        </section>
      ) : null}
      {access.permiteUsuarios ? (
        <form className="portal-card surveys-access__option" onSubmit={(event) => void logIn(event)}>
          <h2>{t('loginTitle')}</h2>
          {access.paraAlumnos && access.paraEmpresa ? (
            <div className="portal-field">
              <label htmlFor={ids.type}>{t('userType')}</label>
              <select
                id={ids.type}
                value={userType}
                onChange={(event) => setUserType(event.target.value as UserType)}
              >
                <option value="Alumno">{t('student')}</option>
                <option value="Empresa">{t('company')}</option>
              </select>
            </div>
          ) : null}
          <div className="portal-field">
            <label htmlFor={ids.email}>{t('email')}</label>
            <input
              id={ids.email}
              type="email"
              autoComplete="username"
              required
              value={usuario}
              onChange={(event) => setUsuario(event.target.value)}
            />
          </div>
          <div className="portal-field">
            <label htmlFor={ids.password}>{t('password')}</label>
            <input
              id={ids.password}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <button type="submit" className="portal-button" disabled={busy}>
            {t('login')}
          </button>
        </form>
      ) : null}
      {access.permiteAnonimo ? (
        <section className="portal-card surveys-access__option">
          <h2>{t('anonymousTitle')}</h2>
          <p>{t('anonymousHint')}</p>
          <button
            type="button"
            className="portal-button portal-button--secondary"
            disabled={busy}
            onClick={() => void goAnonymous()}
          >
            {t('anonymous')}
          </button>
        </section>
      ) : null}
    </div>
  );
};
