import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@portal/ui/styles.css';
import CvPage from './pages/CvPage';

/** The remote on its own: log in through the shell or mf-session first, the token is shared. */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 900, margin: '0 auto', padding: '1.5rem' }}>
      <CvPage />
    </main>
  </BrowserRouter>,
);
