import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Status, type CompanyOfUser, type LoginData, type UserType } from '@portal/contracts';
import { companyApi, isApiError, studentApi } from '@portal/api-client';
import { sessionStore } from '@portal/session';
import { statusTextKey } from '@portal/i18n';
import { Notice, PageHeading } from '@portal/ui';
import { loginErrorView, type LoginErrorView } from './login-error';
import '../i18n';

const isCompanyPath = (pathname: string) => /^\/login\/empres(a|e)s/.test(pathname);

/** Login of students, alumni and companies, with the company picker for multi-company users. */
const LoginPage = () => {
  const { t } = useTranslation(['session', 'common']);
  const { pathname } = useLocation();
  const company = isCompanyPath(pathname);
  const ids = { email: useId(), password: useId(), hint: useId(), emailError: useId(), passwordError: useId() };
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<LoginErrorView | null>(null);
  const [companies, setCompanies] = useState<CompanyOfUser[] | null>(null);
  const [idEmpresa, setIdEmpresa] = useState<number | null>(null);

  const emailMissing = usuario.trim() === '';
  const passwordMissing = password === '';

  const finish = (userType: UserType, data: LoginData) => {
    sessionStore.getState().login(userType, data);
    if (companies) sessionStore.getState().setCompanies(companies);
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

  return (
    <section className="session-login" aria-labelledby="login-title">
      <PageHeading>
        <span id="login-title">{t(company ? 'companyTitle' : 'studentTitle')}</span>
      </PageHeading>
      {failure ? (
        <Notice tone="error" title={t(statusTextKey(failure.status, 'titulo'))}>
          <p>{failure.serverMessage ?? t(statusTextKey(failure.status, 'cuerpo'))}</p>
        </Notice>
      ) : null}
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
      <p>
        <Link to={company ? '/login' : '/login/empresas'}>{t(company ? 'toStudent' : 'toCompany')}</Link>
      </p>
    </section>
  );
};

export default LoginPage;
