import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@portal/ui/styles.css';
import DashboardPage from './pages/DashboardPage';
import QueuePage from './pages/QueuePage';
import StaffChangePasswordPage from './pages/StaffChangePasswordPage';
import StaffLoginPage from './pages/StaffLoginPage';
import StaffLogoutPage from './pages/StaffLogoutPage';
import StaffRecoveryPage from './pages/StaffRecoveryPage';
import StaffSetPasswordPage from './pages/StaffSetPasswordPage';
import { pathOf } from './paths';

/**
 * The remote on its own, for its team's development: its pages with the real API behind a proxy.
 * Without the shell there are no guards: log in at the staff login first.
 */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '1.5rem' }}>
      <Routes>
        <Route path={pathOf('officeDashboard')} element={<DashboardPage />} />
        <Route path={pathOf('officeQueue')} element={<QueuePage />} />
        <Route path={pathOf('officeChangePassword')} element={<StaffChangePasswordPage />} />
        <Route path={pathOf('officeLogout')} element={<StaffLogoutPage />} />
        <Route path={pathOf('officePasswordRecovery')} element={<StaffRecoveryPage />} />
        <Route path={pathOf('officeSetPassword')} element={<StaffSetPasswordPage />} />
        <Route path="*" element={<StaffLoginPage />} />
      </Routes>
    </main>
  </BrowserRouter>,
);
