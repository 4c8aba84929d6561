import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@portal/ui/styles.css';
import CompanyPage from './company-data/CompanyPage';

/** The remote on its own: log in as a company through the shell first, the token is shared. */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 900, margin: '0 auto', padding: '1.5rem' }}>
      <CompanyPage />
    </main>
  </BrowserRouter>,
);
