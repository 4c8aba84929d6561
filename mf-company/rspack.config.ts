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
        './CompanyPage': './src/company-data/CompanyPage.tsx',
        './CompanyDataFormPage': './src/company-data/CompanyDataFormPage.tsx',
        './ProfilePage': './src/company-data/ProfilePage.tsx',
        './MyOffersPage': './src/offers/MyOffersPage.tsx',
        './OfferCandidatesPage': './src/candidates/OfferCandidatesPage.tsx',
        './CompanyCandidatesPage': './src/candidates/CompanyCandidatesPage.tsx',
        './OfferViewPage': './src/offers/OfferViewPage.tsx',
        './OfferWizardPage': './src/offers/wizard/OfferWizardPage.tsx',
        './IncorporationFormPage': './src/candidates/incorporation/IncorporationFormPage.tsx',
        './CandidateCvPage': './src/candidates/CandidateCvPage.tsx',
        './ContactsPage': './src/agreements/ContactsPage.tsx',
        './ContactLinkPage': './src/agreements/ContactLinkPage.tsx',
        './NewAgreementPage': './src/agreements/NewAgreementPage.tsx',
        './AgreementsPage': './src/agreements/AgreementsPage.tsx',
        './CompanyProposalPage': './src/internships/CompanyProposalPage.tsx',
        './InternshipChangePage': './src/internships/InternshipChangePage.tsx',
        './EducationRequestsPage': './src/education/EducationRequestsPage.tsx',
        './EducationRequestPage': './src/education/EducationRequestPage.tsx',
        './EducationRequestEditPage': './src/education/EducationRequestEditPage.tsx',
        './DocumentationPage': './src/documentation/DocumentationPage.tsx',
        './InvoicesPage': './src/invoices/InvoicesPage.tsx',
        './CompanyHomeWidget': './src/home/CompanyHomeWidget.tsx',
        './OfficeWaitsWidget': './src/home/OfficeWaitsWidget.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv.mode ?? 'production',
  );
