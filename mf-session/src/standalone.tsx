import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/session';
import '@portal/ui/styles.css';

/**
 * Each page loaded when opened, as the shell loads them: imported here, the build would put the
 * pages into chunks shared with the exposed modules, and the shell's first view would download them.
 */
const AccessPage = lazy(() => import('./pages/AccessPage'));
const AccountRequestPage = lazy(() => import('./pages/AccountRequestPage'));
const ChangePasswordPage = lazy(() => import('./pages/ChangePasswordPage'));
const LeaveRequestPage = lazy(() => import('./pages/LeaveRequestPage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const LogoutPage = lazy(() => import('./pages/LogoutPage'));
const PasswordRecoveryPage = lazy(() => import('./pages/PasswordRecoveryPage'));
const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const SetPasswordPage = lazy(() => import('./pages/SetPasswordPage'));

/** Without the shell's guards, a logged user is told so here instead of leaving the login page. */
const StandaloneLogin = () => {
  const { t } = useTranslation('session');
  const name = useSession((state) => (state.token === null ? null : state.name));
  if (name === null) return <LoginPage />;
  return (
    <p>
      {t('loggedInAs', { name })} <Link to="/logout">{t('logout')}</Link>
    </p>
  );
};

/** The remote on its own, for its team's development: its pages with the real API behind a proxy. */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 640, margin: '0 auto', padding: '1.5rem' }}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/registro" element={<RegisterPage />} />
          <Route path="/solicitar-cuenta" element={<AccountRequestPage />} />
          <Route path="/restablecer-login" element={<PasswordRecoveryPage />} />
          <Route path="/restablecer-candidato" element={<PasswordRecoveryPage />} />
          <Route path="/establecer-login" element={<SetPasswordPage />} />
          <Route path="/acceso" element={<AccessPage />} />
          <Route path="/cambiar-contrasena" element={<ChangePasswordPage />} />
          <Route path="/solicitar-baja" element={<LeaveRequestPage />} />
          <Route path="*" element={<StandaloneLogin />} />
        </Routes>
      </Suspense>
    </main>
  </BrowserRouter>,
);
