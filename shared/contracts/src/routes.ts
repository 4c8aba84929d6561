import type { BrandFlag } from './brand';

/** Who may open a route (spec 000 §2.1 and 001 §2). */
export type RouteAccess =
  /** anyone, logged or not */
  | 'public'
  /** only visitors who are not logged in: a logged user goes home (guard 5) */
  | 'anonymous'
  /** any logged user */
  | 'logged'
  | 'student'
  | 'company';

/** The federated remotes of the portal, by their federation name. */
export const remoteNames = ['mf_session', 'mf_offers', 'mf_cv', 'mf_company', 'mf_surveys_events'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface RemoteModuleRef {
  remote: RemoteName;
  /** The exposed module, without the leading './'. */
  module: string;
}

export interface RouteEntry {
  /** Stable id, also the i18n key of the title and breadcrumb (`routes.<id>`). */
  id: string;
  /** Spanish path, primary; `:param` segments as react-router reads them. */
  path: string;
  /** Catalan (and other) aliases that render the same page. */
  aliases?: string[];
  access: RouteAccess;
  /** The brand flag the route needs; without it the user goes home (guard 6). */
  flag?: BrandFlag;
  /** The remote page that renders it; absent for pages the shell renders itself. */
  page?: RemoteModuleRef;
}

/**
 * The one route table. Guards, titles, breadcrumbs and the remote that renders each page come
 * from here: a new page of a remote is a new row.
 */
export const routeTable: RouteEntry[] = [
  { id: 'home', path: '/', access: 'logged' },
  { id: 'login', path: '/login', aliases: ['/login/alumnos', '/login/antiguos', '/login/:id'], access: 'anonymous', page: { remote: 'mf_session', module: 'LoginPage' } },
  { id: 'loginCompany', path: '/login/empresas', aliases: ['/login/empreses'], access: 'anonymous', page: { remote: 'mf_session', module: 'LoginPage' } },
  { id: 'logout', path: '/logout', access: 'public', page: { remote: 'mf_session', module: 'LogoutPage' } },
  { id: 'register', path: '/registro', aliases: ['/registre'], access: 'anonymous', flag: 'canRegistroAlumno', page: { remote: 'mf_session', module: 'RegisterPage' } },
  { id: 'accountRequest', path: '/solicitar-cuenta', aliases: ['/sollicitar-compte'], access: 'anonymous', page: { remote: 'mf_session', module: 'AccountRequestPage' } },
  { id: 'companyPasswordReset', path: '/restablecer-login', aliases: ['/restablir-login'], access: 'public', page: { remote: 'mf_session', module: 'PasswordRecoveryPage' } },
  { id: 'studentPasswordReset', path: '/restablecer-candidato', aliases: ['/restablir-candidat'], access: 'public', page: { remote: 'mf_session', module: 'PasswordRecoveryPage' } },
  { id: 'setPassword', path: '/establecer-login', aliases: ['/establir-login'], access: 'public', page: { remote: 'mf_session', module: 'SetPasswordPage' } },
  { id: 'changePassword', path: '/cambiar-contrasena', aliases: ['/canviar-contrasenya'], access: 'logged', page: { remote: 'mf_session', module: 'ChangePasswordPage' } },
  { id: 'institutionalAccess', path: '/acceso', aliases: ['/acces'], access: 'public', page: { remote: 'mf_session', module: 'AccessPage' } },
  { id: 'leaveRequest', path: '/solicitar-baja', aliases: ['/sollicitar-baixa'], access: 'student', flag: 'canBorrarCuenta', page: { remote: 'mf_session', module: 'LeaveRequestPage' } },
  { id: 'jobOffers', path: '/ofertas-empleo', aliases: ['/ofertes-treball'], access: 'student', page: { remote: 'mf_offers', module: 'OffersPage' } },
  { id: 'internshipOffers', path: '/ofertas-practicas', aliases: ['/ofertes-practiques'], access: 'student', page: { remote: 'mf_offers', module: 'OffersPage' } },
  { id: 'jobOfferDetail', path: '/ofertas-empleo/:id', aliases: ['/ofertes-treball/:id'], access: 'student', page: { remote: 'mf_offers', module: 'OfferDetailPage' } },
  { id: 'internshipOfferDetail', path: '/ofertas-practicas/:id', aliases: ['/ofertes-practiques/:id'], access: 'student', page: { remote: 'mf_offers', module: 'OfferDetailPage' } },
  { id: 'studyAndWork', path: '/programa-estudia-trabaja', aliases: ['/programa-estudia-treballa'], access: 'student', page: { remote: 'mf_offers', module: 'OffersPage' } },
  { id: 'candidacies', path: '/mis-candidaturas', aliases: ['/les-meves-candidatures'], access: 'student', page: { remote: 'mf_offers', module: 'CandidaciesPage' } },
  { id: 'candidacyDetail', path: '/mis-candidaturas/:id', aliases: ['/les-meves-candidatures/:id'], access: 'student', page: { remote: 'mf_offers', module: 'CandidacyDetailPage' } },
  { id: 'internships', path: '/mis-practicas', aliases: ['/les-meves-practiques'], access: 'student', page: { remote: 'mf_offers', module: 'InternshipsPage' } },
  { id: 'programmes', path: '/programas-practicas-activos', aliases: ['/programes-practiques-actius'], access: 'logged', page: { remote: 'mf_offers', module: 'ProgrammesPage' } },
  { id: 'programmeDetail', path: '/programas-practicas-activos/:id', aliases: ['/programes-practiques-actius/:id'], access: 'logged', page: { remote: 'mf_offers', module: 'ProgrammeDetailPage' } },
  { id: 'internshipProposal', path: '/propuesta-practicas', aliases: ['/proposta-practiques'], access: 'logged', page: { remote: 'mf_offers', module: 'ProposalPage' } },
  { id: 'cv', path: '/mi-perfil-cv', aliases: ['/ca/cv'], access: 'student', page: { remote: 'mf_cv', module: 'CvPage' } },
  { id: 'myCompany', path: '/mi-empresa', aliases: ['/la-meva-empresa'], access: 'company', page: { remote: 'mf_company', module: 'CompanyPage' } },
  { id: 'events', path: '/eventos', aliases: ['/esdeveniments'], access: 'logged', flag: 'hasEventos', page: { remote: 'mf_surveys_events', module: 'EventsPage' } },
  { id: 'eventDetail', path: '/eventos/:id', aliases: ['/esdeveniments/:id'], access: 'logged', flag: 'hasEventos', page: { remote: 'mf_surveys_events', module: 'EventDetailPage' } },
  { id: 'surveys', path: '/encuestas', aliases: ['/enquestes'], access: 'logged', page: { remote: 'mf_surveys_events', module: 'SurveysPage' } },
  { id: 'survey', path: '/encuestas/:id', aliases: ['/enquestes/:id'], access: 'public', page: { remote: 'mf_surveys_events', module: 'SurveyPage' } },
  { id: 'surveyAccess', path: '/encuestas/:id/acceso', aliases: ['/enquestes/:id/acces'], access: 'public', page: { remote: 'mf_surveys_events', module: 'SurveyPage' } },
  { id: 'surveyResults', path: '/encuestas/:id/resultados', aliases: ['/enquestes/:id/resultats'], access: 'public', page: { remote: 'mf_surveys_events', module: 'SurveyResultsPage' } },
  { id: 'publicEvent', path: '/evento-publico/:id', aliases: ['/esdeveniment-public/:id'], access: 'public', page: { remote: 'mf_surveys_events', module: 'PublicEventPage' } },
  { id: 'maintenance', path: '/mantenimiento', aliases: ['/manteniment'], access: 'public' },
  { id: 'godMode', path: '/gma2019', access: 'public' },
  { id: 'notFound', path: '/404', access: 'public' },
  { id: 'contact', path: '/contacto', aliases: ['/contacte'], access: 'public', page: { remote: 'mf_session', module: 'ContactPage' } },
  { id: 'privacyPolicy', path: '/politica-privacidad', aliases: ['/politica-privacitat'], access: 'public' },
  { id: 'cookiesPolicy', path: '/politica-cookies', aliases: ['/politica-galetes'], access: 'public' },
  { id: 'dataProtection', path: '/proteccion-datos', aliases: ['/proteccio-dades'], access: 'public' },
  { id: 'socialSecurityPrivacy', path: '/politica-privacidad-seguridad-social', aliases: ['/politica-privacitat-seguretat-social'], access: 'public' },
];

/** Every path of a route: the Spanish one first, then its aliases. */
export const pathsOf = (route: RouteEntry): string[] => [route.path, ...(route.aliases ?? [])];

export const routeById = (id: string): RouteEntry => {
  const route = routeTable.find((entry) => entry.id === id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
};
