import { missingDataAlreadyShown, missingDataChecks, type RemoteModuleRef, type UserType } from '@portal/contracts';
import { isGodMode } from '../routing/god-mode';

/** The remotes' widgets the home is made of (HomePage.tsx places them). */
export const homeWidgets = {
  missingData: { remote: 'mf_cv', module: 'MissingDataWidget' },
  latestOffers: { remote: 'mf_offers', module: 'LatestOffersWidget' },
  companyTiles: { remote: 'mf_company', module: 'CompanyHomeWidget' },
  pendingSurveys: { remote: 'mf_surveys_events', module: 'PendingSurveysWidget' },
  upcomingEvents: { remote: 'mf_surveys_events', module: 'UpcomingEventsWidget' },
  guides: { remote: 'mf_cv', module: 'GuidesWidget' },
  companyWaits: { remote: 'mf_company', module: 'OfficeWaitsWidget' },
  studentWaits: { remote: 'mf_cv', module: 'OfficeWaitsWidget' },
} as const satisfies Record<string, RemoteModuleRef>;

/**
 * The widgets of a user's first screen (the others load as they come near it, see HomePage.tsx):
 * their files are fetched with the page, before the shell has rendered anything. The CV's
 * missing-data dialog is not among them: it loads only when its checks find something missing.
 */
export const homeWidgetsOf = (userType: UserType): RemoteModuleRef[] =>
  userType === 'Empresa' ? [homeWidgets.companyTiles] : [homeWidgets.latestOffers];

/**
 * The API GETs the home makes first, started with the page's first script: the student's
 * missing-data checks, unless the dialog has asked already in this session or god mode hides it.
 */
export const homeCallsOf = (userType: UserType): string[] =>
  userType === 'Alumno' && !missingDataAlreadyShown() && !isGodMode() ? Object.values(missingDataChecks) : [];
