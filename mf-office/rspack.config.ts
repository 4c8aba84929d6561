import { createAppConfig, dirOf } from '@portal/mf-config';
import { routes } from './src/routes';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig(
    {
      dir: dirOf(import.meta.url),
      name: 'mf_office',
      routes,
      devPort: 3006,
      title: 'mf-office',
      exposes: {
        './StaffLoginPage': './src/pages/StaffLoginPage.tsx',
        './StaffLogoutPage': './src/pages/StaffLogoutPage.tsx',
        './StaffChangePasswordPage': './src/pages/StaffChangePasswordPage.tsx',
        './StaffRecoveryPage': './src/pages/StaffRecoveryPage.tsx',
        './StaffSetPasswordPage': './src/pages/StaffSetPasswordPage.tsx',
        './DashboardPage': './src/pages/DashboardPage.tsx',
        './QueuePage': './src/pages/QueuePage.tsx',
        './StaffAccountsPage': './src/staff-accounts/StaffAccountsPage.tsx',
        './CommunicationsPage': './src/communications/CommunicationsPage.tsx',
        './CommunicationFormPage': './src/communications/CommunicationFormPage.tsx',
        './OfficeSurveysPage': './src/surveys/OfficeSurveysPage.tsx',
        './OfficeSurveyFormPage': './src/surveys/OfficeSurveyFormPage.tsx',
        './OfficeSurveyResultsPage': './src/surveys/OfficeSurveyResultsPage.tsx',
        './OutcomesPage': './src/outcomes/OutcomesPage.tsx',
        './EventsPage': './src/events/EventsPage.tsx',
        './EventFormPage': './src/events/EventFormPage.tsx',
        './EventRegistrationsPage': './src/events/EventRegistrationsPage.tsx',
        './OfficeGuidesPage': './src/guides/GuidesPage.tsx',
        './OfficeGuideFormPage': './src/guides/GuideFormPage.tsx',
        './OfficeNotesPage': './src/notes/NotesPage.tsx',
        './BrandSettingsPage': './src/brand/BrandSettingsPage.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv.mode ?? 'production',
  );
