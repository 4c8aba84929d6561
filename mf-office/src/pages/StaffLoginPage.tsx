import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status } from '@portal/contracts';
import { staffSessionStore } from '@portal/session';
import { Field, PageHeading, StatusNotice, loginErrorView, type LoginErrorView } from '@portal/ui';
import { officeApi } from '../api';
import { pathOf } from '../paths';
import '../i18n';

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
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<LoginErrorView | null>(null);

  useEffect(
    () => () => {
      if (sessionExpired) staffSessionStore.getState().acknowledgeSessionEnd();
    },
    [sessionExpired],
  );

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
