import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@portal/ui/styles.css';
import { pathOf } from './paths';

/**
 * Each page loaded when opened, as the shell loads them: imported here, the build would put the
 * pages into chunks shared with the exposed modules, and the shell's first view would download them.
 */
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const QueuePage = lazy(() => import('./pages/QueuePage'));
const StaffChangePasswordPage = lazy(() => import('./pages/StaffChangePasswordPage'));
const StaffLoginPage = lazy(() => import('./pages/StaffLoginPage'));
const StaffLogoutPage = lazy(() => import('./pages/StaffLogoutPage'));
const StaffRecoveryPage = lazy(() => import('./pages/StaffRecoveryPage'));
const StaffSetPasswordPage = lazy(() => import('./pages/StaffSetPasswordPage'));

/**
 * The remote on its own, for its team's development: its pages with the real API behind a proxy.
 * Without the shell there are no guards: log in at the staff login first.
 */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '1.5rem' }}>
      <Suspense fallback={null}>
        <Routes>
          <Route path={pathOf('officeDashboard')} element={<DashboardPage />} />
          <Route path={pathOf('officeQueue')} element={<QueuePage />} />
          <Route path={pathOf('officeQueueRecord')} element={<QueuePage />} />
          <Route path={pathOf('officeChangePassword')} element={<StaffChangePasswordPage />} />
          <Route path={pathOf('officeLogout')} element={<StaffLogoutPage />} />
          <Route path={pathOf('officePasswordRecovery')} element={<StaffRecoveryPage />} />
          <Route path={pathOf('officeSetPassword')} element={<StaffSetPasswordPage />} />
          <Route path="*" element={<StaffLoginPage />} />
        </Routes>
      </Suspense>
    </main>
  </BrowserRouter>,
);
