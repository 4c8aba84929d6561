import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@portal/ui/styles.css';
import EventsPage from './pages/EventsPage';
import PublicEventPage from './pages/PublicEventPage';

/** The remote on its own: the public event page works anonymously, the list needs a session. */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 900, margin: '0 auto', padding: '1.5rem' }}>
      <Routes>
        <Route path="/evento-publico/:id" element={<PublicEventPage />} />
        <Route path="*" element={<EventsPage />} />
      </Routes>
    </main>
  </BrowserRouter>,
);
