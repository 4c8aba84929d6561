import { createAppConfig, dirOf } from '@portal/mf-config';
import { routes } from './src/routes';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig(
    {
      dir: dirOf(import.meta.url),
      name: 'mf_company',
      routes,
      devPort: 3004,
      title: 'mf-company',
      exposes: {
        './CompanyPage': './src/pages/CompanyPage.tsx',
        './CompanyDataFormPage': './src/pages/CompanyDataFormPage.tsx',
        './ProfilePage': './src/pages/ProfilePage.tsx',
        './MyOffersPage': './src/pages/MyOffersPage.tsx',
        './OfferCandidatesPage': './src/pages/OfferCandidatesPage.tsx',
        './CompanyCandidatesPage': './src/pages/CompanyCandidatesPage.tsx',
        './OfferViewPage': './src/pages/OfferViewPage.tsx',
        './OfferWizardPage': './src/pages/OfferWizardPage.tsx',
        './IncorporationFormPage': './src/pages/IncorporationFormPage.tsx',
        './CandidateCvPage': './src/pages/CandidateCvPage.tsx',
        './ContactsPage': './src/pages/ContactsPage.tsx',
        './NewAgreementPage': './src/pages/NewAgreementPage.tsx',
        './AgreementsPage': './src/pages/AgreementsPage.tsx',
        './CompanyProposalPage': './src/pages/CompanyProposalPage.tsx',
        './InternshipChangePage': './src/pages/InternshipChangePage.tsx',
        './EducationRequestsPage': './src/pages/EducationRequestsPage.tsx',
        './EducationRequestPage': './src/pages/EducationRequestPage.tsx',
        './EducationRequestEditPage': './src/pages/EducationRequestEditPage.tsx',
        './DocumentationPage': './src/pages/DocumentationPage.tsx',
        './InvoicesPage': './src/pages/InvoicesPage.tsx',
        './CompanyHomeWidget': './src/widgets/CompanyHomeWidget.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv.mode ?? 'production',
  );
