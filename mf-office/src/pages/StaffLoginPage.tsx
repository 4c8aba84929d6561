import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status } from '@portal/contracts';
import { staffSessionStore } from '@portal/session';
import { Field, PageHeading, StatusNotice, loginErrorView, type LoginErrorView } from '@portal/ui';
import { officeApi } from '../api';
import { institutionalStaffLogin, institutionalStaffLoginUrl } from '../staff-accounts/api';
import { pathOf } from '../paths';
import '../i18n';

/** What the institutional login left in the fragment (read once, then taken off the address). */
const institutionalReturn = (): { code: string | null; failed: boolean } => {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const code = fragment.get('respuesta');
  const failed = fragment.has('error');
  if (code || failed) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return { code, failed };
};

/**
 * Login of the careers office's staff (POST /api/Orientacion/logaUsuario): 3 wrong user or
 * password and 79 in the server's words, 90 blocked, any other code from the catalogue, in the
 * user's language. The shell's guards leave the page once the staff session starts.
 */
const StaffLoginPage = () => {
  const { t } = useTranslation('office');
  const [sessionExpired] = useState(() => staffSessionStore.getState().sessionEnded === 'expired');
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [returned] = useState(institutionalReturn);
  const [sending, setSending] = useState(returned.code !== null);
  const [failure, setFailure] = useState<LoginErrorView | null>(returned.failed ? { status: Status.accessDenied } : null);

  useEffect(
    () => () => {
      if (sessionExpired) staffSessionStore.getState().acknowledgeSessionEnd();
    },
    [sessionExpired],
  );

  // Back from the institutional login: the portal put a one-time code in the fragment (never sent to a server log).
  // The code works once: a second run of the effect (React's strict mode) must not spend it again.
  const claimed = useRef(false);
  useEffect(() => {
    if (!returned.code || claimed.current) return;
    claimed.current = true;
    institutionalStaffLogin(returned.code)
      .then((data) => staffSessionStore.getState().login(data))
      .catch((error: unknown) => setFailure(loginErrorView(error)))
      .finally(() => setSending(false));
  }, [returned]);

  const emailMissing = usuario.trim() === '';
  const passwordMissing = password === '';

  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (emailMissing || passwordMissing) return;
    setSending(true);
    try {
      staffSessionStore.getState().login(await officeApi.login({ usuario: usuario.trim(), password }));
    } catch (error) {
      setFailure(loginErrorView(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="office-login-title">
      <PageHeading>
        <span id="office-login-title">{t('loginTitle')}</span>
      </PageHeading>
      <p>{t('loginIntro')}</p>
      {sessionExpired && !failure ? <StatusNotice status={Status.sessionLost} /> : null}
      {failure ? <StatusNotice status={failure.status} serverMessage={failure.serverMessage} /> : null}
      <form
        noValidate
        className="portal-card"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          label={t('email')}
          type="email"
          name="usuario"
          autoComplete="username"
          value={usuario}
          onValue={setUsuario}
          error={tried && emailMissing ? t('emailRequired') : null}
        />
        <Field
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={tried && passwordMissing ? t('forms:required') : null}
        />
        <button type="submit" className="portal-button" disabled={sending}>
          {sending ? t('sending') : t('submit')}
        </button>
      </form>
      <p>
        <a className="portal-button portal-button--secondary" href={institutionalStaffLoginUrl}>
          {t('institutionalLogin')}
        </a>
      </p>
      <ul>
        <li>
          <Link to={pathOf('officePasswordRecovery')}>{t('forgotPassword')}</Link>
        </li>
        <li>
          <Link to="/login">{t('notStaff')}</Link>
        </li>
      </ul>
    </section>
  );
};

export default StaffLoginPage;
