import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionStore, takePreLoginRoute, useSession } from '@portal/session';
import { Loading, PageHeading, StatusNotice, loginErrorView, type LoginErrorView } from '@portal/ui';
import { accountApi } from '../api';
import { ConsentStep } from './ConsentStep';
import '../i18n';

/** The one-time code the portal's SAML endpoint put in the fragment (#respuesta=...). */
const codeIn = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('respuesta');

/**
 * /acceso, the integrated (institutional) login: a button to the university's identity provider,
 * and, on the way back, the validation of its response (validaRespuestaLoginIntegrado) with the
 * same answers as the login form, data-protection step included.
 */
const AccessPage = () => {
  const { t } = useTranslation('session');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const logged = useSession((state) => state.token !== null);
  const pendingConsent = useSession((state) => state.pendingConsent);
  const [code] = useState(() => codeIn(hash));
  const [failure, setFailure] = useState<LoginErrorView | null>(hash.includes('error') ? { status: 3 } : null);
  const [validating, setValidating] = useState(code !== null);
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    // The code works once: it leaves the address bar (and the history) at once.
    void navigate('/acceso', { replace: true });
    accountApi
      .integratedLogin(code)
      .then((data) => {
        const store = sessionStore.getState();
        if (data.textoCortoRGPD) store.holdForConsent({ userType: 'Alumno', data, rememberMe: false });
        else store.login('Alumno', data);
      })
      .catch((error: unknown) => setFailure(loginErrorView(error)))
      .finally(() => setValidating(false));
  }, [code, navigate]);

  // /acceso is not a login path for the shell's guards, so the page itself goes on to the page wanted.
  useEffect(() => {
    if (logged) void navigate(takePreLoginRoute() ?? '/', { replace: true });
  }, [logged, navigate]);

  return (
    <section>
      <PageHeading>{t('accessTitle')}</PageHeading>
      {failure ? (
        <StatusNotice status={failure.status} serverMessage={failure.serverMessage ?? t('accessFailed')} />
      ) : null}
      {validating ? <Loading label={t('accessWorking')} /> : null}
      {pendingConsent && !validating ? <ConsentStep pending={pendingConsent} /> : null}
      {!validating && !pendingConsent && !logged ? (
        <a className="portal-button" href={accountApi.integratedLoginStart}>
          {t('accessStart')}
        </a>
      ) : null}
    </section>
  );
};

export default AccessPage;
