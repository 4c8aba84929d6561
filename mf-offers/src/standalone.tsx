import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@portal/ui/styles.css';
import CandidaciesPage from './pages/CandidaciesPage';
import CandidacyDetailPage from './pages/CandidacyDetailPage';
import OfferDetailPage from './pages/OfferDetailPage';
import OffersPage from './pages/OffersPage';
import LatestOffersWidget from './widgets/LatestOffersWidget';

/** The remote on its own: log in through the shell or mf-session first, the token is shared. */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <main style={{ maxWidth: 1000, margin: '0 auto', padding: '1.5rem' }}>
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
    </main>
  </BrowserRouter>,
);
