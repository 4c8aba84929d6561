import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@portal/ui/styles.css';
import LoginPage from './pages/LoginPage';
import LogoutPage from './pages/LogoutPage';

/** The remote on its own, for its team's development: its pages with the real API behind a proxy. */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 640, margin: '0 auto', padding: '1.5rem' }}>
      <Routes>
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="*" element={<LoginPage />} />
      </Routes>
    </main>
  </BrowserRouter>,
);
