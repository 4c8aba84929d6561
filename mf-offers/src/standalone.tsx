import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@portal/ui/styles.css';

/**
 * Each page loaded when opened, as the shell loads them: imported here, the build would put the
 * pages into chunks shared with the exposed modules, and the shell's first view would download them.
 */
const CandidaciesPage = lazy(() => import('./pages/CandidaciesPage'));
const CandidacyDetailPage = lazy(() => import('./pages/CandidacyDetailPage'));
const OfferDetailPage = lazy(() => import('./pages/OfferDetailPage'));
const OffersPage = lazy(() => import('./pages/OffersPage'));
const LatestOffersWidget = lazy(() => import('./widgets/LatestOffersWidget'));

/** The remote on its own: log in through the shell or mf-session first, the token is shared. */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 1000, margin: '0 auto', padding: '1.5rem' }}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/ofertas-empleo" element={<OffersPage />} />
          <Route path="/ofertas-practicas" element={<OffersPage />} />
          <Route path="/programa-estudia-trabaja" element={<OffersPage />} />
          <Route path="/ofertas-empleo/:id" element={<OfferDetailPage />} />
          <Route path="/ofertas-practicas/:id" element={<OfferDetailPage />} />
          <Route path="/mis-candidaturas" element={<CandidaciesPage />} />
          <Route path="/mis-candidaturas/:id" element={<CandidacyDetailPage />} />
          <Route path="*" element={<LatestOffersWidget />} />
        </Routes>
      </Suspense>
    </main>
  </BrowserRouter>,
);
