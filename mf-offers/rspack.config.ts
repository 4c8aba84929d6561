import { createAppConfig, dirOf } from '@portal/mf-config';
import { routes } from './src/routes';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig(
    {
      dir: dirOf(import.meta.url),
      name: 'mf_offers',
      routes,
      devPort: 3002,
      title: 'mf-offers',
      exposes: {
        './OffersPage': './src/pages/OffersPage.tsx',
        './OfferDetailPage': './src/pages/OfferDetailPage.tsx',
        './CandidaciesPage': './src/pages/CandidaciesPage.tsx',
        './CandidacyDetailPage': './src/pages/CandidacyDetailPage.tsx',
        './InternshipsPage': './src/pages/InternshipsPage.tsx',
        './ProgrammesPage': './src/pages/ProgrammesPage.tsx',
        './ProgrammeDetailPage': './src/pages/ProgrammeDetailPage.tsx',
        './ProposalPage': './src/pages/ProposalPage.tsx',
        './InternshipConditionsPage': './src/pages/InternshipConditionsPage.tsx',
        './LatestOffersWidget': './src/widgets/LatestOffersWidget.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv.mode ?? 'production',
  );
