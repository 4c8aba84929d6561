import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@portal/ui/styles.css';

/**
 * Each page loaded when opened, as the shell loads them: imported here, the build would put the
 * pages into chunks shared with the exposed modules, and the shell's first view would download them.
 */
const EventsPage = lazy(() => import('./pages/EventsPage'));
const PublicEventPage = lazy(() => import('./pages/PublicEventPage'));

/** The remote on its own: the public event page works anonymously, the list needs a session. */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 900, margin: '0 auto', padding: '1.5rem' }}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/evento-publico/:id" element={<PublicEventPage />} />
          <Route path="*" element={<EventsPage />} />
        </Routes>
      </Suspense>
    </main>
  </BrowserRouter>,
);
