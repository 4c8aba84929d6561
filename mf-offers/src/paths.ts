import { pathsOf, routeIn, type OfferType } from '@portal/contracts';
import { routes } from './routes';

const routeById = (id: (typeof routes)[number]['id']) => routeIn(routes, id);

/** Where the offers of a type are listed: their detail is that path plus the offer's access URL. */
export const offersPathOf = (type: OfferType) =>
  routeById(type === 'empleo' ? 'jobOffers' : 'internshipOffers').path;
export const offerDetailPath = (type: OfferType, urlAcceso: string) =>
  `${offersPathOf(type)}/${encodeURIComponent(urlAcceso)}`;
export const candidaciesPath = () => routeById('candidacies').path;
export const candidacyDetailPath = (urlAcceso: string) =>
  `${candidaciesPath()}/${encodeURIComponent(urlAcceso)}`;

/** The offer type of a list or detail path, Spanish or Catalan (/ofertas-practicas, /ofertes-practiques/…). */
export const offerTypeOfPath = (pathname: string): OfferType =>
  pathsOf(routeById('internshipOffers')).some((path) => pathname === path || pathname.startsWith(`${path}/`))
    ? 'practicas'
    : 'empleo';

/** Whether a path is the study-and-work programme's list. */
export const isProgrammePath = (pathname: string) => pathsOf(routeById('studyAndWork')).includes(pathname);

/** The list of internship programmes open now; a programme's detail is below it. */
export const programmesPath = () => routeById('programmes').path;
