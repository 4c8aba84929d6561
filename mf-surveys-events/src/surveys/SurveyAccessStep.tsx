import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyAccess, UserType } from '@portal/contracts';
import { surveysApi } from '../api';
import { StatusNotice } from '@portal/ui';

export type SurveySession = { kind: 'user'; userType: UserType; token: string } | { kind: 'anonymous' };

/**
 * For a visitor without a portal session: log in inside the survey, or answer anonymously
 * when the survey allows it. Neither touches the portal's own session.
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

  return (
    <div className="surveys-access">
      {error ? <StatusNotice withServerText error={error} /> : null}
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
