import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, type CompanyOfUser, type LoginData, type UserType } from '@portal/contracts';
import { companyApi, isApiError, studentApi } from '@portal/api-client';
import { sessionStore, useSession } from '@portal/session';
import { PageHeading, CheckField, StatusNotice, loginErrorView, type LoginErrorView } from '@portal/ui';
import { ConsentStep } from './ConsentStep';
import { useBrandFlag } from './use-brand-flags';
import '../i18n';

const isCompanyPath = (pathname: string) => /^\/login\/empres(a|e)s/.test(pathname);
const isAlumniPath = (pathname: string) => /^\/login\/antics?|^\/login\/antiguos/.test(pathname);

/**
 * Login of students, alumni and companies (spec 000 §4, 001 §4): the company picker for
 * multi-company users, the data-protection step, remember-me, and code 2 after an expired session.
 */
const LoginPage = () => {
  const { t } = useTranslation(['session', 'common']);
  const { pathname } = useLocation();
  const company = isCompanyPath(pathname);
  const ids = { email: useId(), password: useId(), hint: useId(), emailError: useId(), passwordError: useId() };
  const rememberedUser = useSession((state) => state.rememberedUser);
  const pendingConsent = useSession((state) => state.pendingConsent);
  // Code 2 is said once, on the visit to the login page that follows the expiry.
  const [sessionExpired] = useState(() => sessionStore.getState().sessionEnded === 'expired');
  const canRegister = useBrandFlag('canRegistroAlumno');
  const [usuario, setUsuario] = useState(rememberedUser ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(rememberedUser !== null);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<LoginErrorView | null>(null);
  const [companies, setCompanies] = useState<CompanyOfUser[] | null>(null);
  const [idEmpresa, setIdEmpresa] = useState<number | null>(null);

  // Acknowledged when the page is left, not when it appears: the shell may mount the page again
  // (the route table or the language arriving), and the new mount must still say it.
  useEffect(
    () => () => {
      if (sessionExpired) sessionStore.getState().acknowledgeSessionEnd();
    },
    [sessionExpired],
  );

  const emailMissing = usuario.trim() === '';
  const passwordMissing = password === '';

  const finish = (userType: UserType, data: LoginData) => {
    const store = sessionStore.getState();
    store.rememberUser(rememberMe ? usuario.trim() : null);
    if (companies) store.setCompanies(companies);
    // With a data-protection text the token waits for the acceptance (ConsentStep).
    if (data.textoCortoRGPD) store.holdForConsent({ userType, data, rememberMe });
    else store.login(userType, data, rememberMe);
    // The host leaves the login page for the path wanted before login (the shell's guards do).
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (emailMissing || passwordMissing) return;
    setSending(true);
    const credentials = { usuario: usuario.trim(), password };
    try {
      if (!company) {
        finish('Alumno', await studentApi.login(credentials, { silent: true }));
        return;
      }
      try {
        finish('Empresa', await companyApi.login({ ...credentials, ...(idEmpresa ? { idEmpresa } : {}) }, { silent: true }));
      } catch (error) {
        // A user of several companies picks one, then logs in again with its id.
        if (!isApiError(error) || error.status !== Status.missingMandatoryData || companies) throw error;
        const list = await companyApi.companiesOfUser(credentials, { silent: true });
        setCompanies(list);
        setIdEmpresa(list[0]?.idEmpresa ?? null);
      }
    } catch (error) {
      setFailure(loginErrorView(error));
    } finally {
      setSending(false);
    }
  };

  const title = company ? 'companyTitle' : isAlumniPath(pathname) ? 'alumniTitle' : 'studentTitle';

  return (
    <section className="session-login" aria-labelledby="login-title">
      <PageHeading>
        <span id="login-title">{t(title)}</span>
      </PageHeading>
      {sessionExpired && !failure ? <StatusNotice status={Status.sessionLost} /> : null}
      {failure ? <StatusNotice status={failure.status} serverMessage={failure.serverMessage} /> : null}
      {pendingConsent ? (
        <ConsentStep pending={pendingConsent} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="portal-card">
          <div className="portal-field">
            <label htmlFor={ids.email}>{t(company ? 'companyUser' : 'email')}</label>
            <input
              id={ids.email}
              type="email"
              name="usuario"
              autoComplete="username"
              value={usuario}
              disabled={companies !== null}
              aria-invalid={touched && emailMissing}
              aria-describedby={touched && emailMissing ? ids.emailError : undefined}
              onChange={(event) => setUsuario(event.target.value)}
            />
            {touched && emailMissing ? (
              <span id={ids.emailError} className="portal-field__error">
                {t('emailRequired')}
              </span>
            ) : null}
          </div>
          <div className="portal-field">
            <label htmlFor={ids.password}>{t('password')}</label>
            <input
              id={ids.password}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              disabled={companies !== null}
              aria-invalid={touched && passwordMissing}
              aria-describedby={[ids.hint, touched && passwordMissing ? ids.passwordError : ''].join(' ').trim()}
              onChange={(event) => setPassword(event.target.value)}
            />
            <span id={ids.hint}>{t('passwordHint')}</span>
            {touched && passwordMissing ? (
              <span id={ids.passwordError} className="portal-field__error">
                {t('passwordRequired')}
              </span>
            ) : null}
          </div>
          <CheckField label={t('rememberMe')} checked={rememberMe} onChecked={setRememberMe} />
          {companies ? (
            <fieldset className="portal-field">
              <legend>{t('pickCompany')}</legend>
              <p>{t('pickCompanyHelp')}</p>
              {companies.map((option) => (
                <label key={option.idEmpresa}>
                  <input
                    type="radio"
                    name="idEmpresa"
                    value={option.idEmpresa}
                    checked={idEmpresa === option.idEmpresa}
                    onChange={() => setIdEmpresa(option.idEmpresa)}
                  />{' '}
                  {option.nombreComercial} ({option.cif})
                </label>
              ))}
            </fieldset>
          ) : null}
          <button type="submit" className="portal-button" disabled={sending}>
            {sending ? t('sending') : companies ? t('continue') : t('submit')}
          </button>
        </form>
      )}
      <ul className="session-links">
        <li>
          <Link to={company ? '/restablecer-login' : '/restablecer-candidato'}>{t('forgotPassword')}</Link>
        </li>
        {company ? (
          <li>
            <Link to="/solicitar-cuenta">{t('toAccountRequest')}</Link>
          </li>
        ) : (
          <>
            {canRegister ? (
              <li>
                <Link to="/registro">{t('toRegister')}</Link>
              </li>
            ) : null}
            <li>
              <Link to="/acceso">{t('toInstitutional')}</Link>
            </li>
          </>
        )}
        <li>
          <Link to={company ? '/login' : '/login/empresas'}>{t(company ? 'toStudent' : 'toCompany')}</Link>
        </li>
      </ul>
    </section>
  );
};

export default LoginPage;
