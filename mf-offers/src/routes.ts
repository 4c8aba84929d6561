import type { RemoteRouteDefinition } from '@portal/contracts';

/**
 * The pages of mf-offers: published as data (`routes.json`) with every release of this remote, so
 * the shell guards them, titles them and shows them in menus and breadcrumbs before any of this
 * remote's code loads. A new page is a new row here and an entry in `exposes`.
 */
export const routes = [
  {
    id: 'internshipConditions',
    path: '/:institution/condiciones-practicas',
    aliases: ['/:institution/condicions-practiques'],
    access: 'public',
    module: 'InternshipConditionsPage',
    title: { es: 'Condiciones de las prácticas', ca: 'Condicions de les pràctiques', en: 'Internship conditions' },
  },
  {
    id: 'jobOffers',
    path: '/ofertas-empleo',
    aliases: ['/ofertes-treball'],
    access: 'student',
    module: 'OffersPage',
    title: { es: 'Ofertas de empleo', ca: 'Ofertes de treball', en: 'Job offers' },
  },
  {
    id: 'internshipOffers',
    path: '/ofertas-practicas',
    aliases: ['/ofertes-practiques'],
    access: 'student',
    module: 'OffersPage',
    title: { es: 'Ofertas de prácticas', ca: 'Ofertes de pràctiques', en: 'Internship offers' },
  },
  {
    id: 'jobOfferDetail',
    path: '/ofertas-empleo/:id',
    aliases: ['/ofertes-treball/:id'],
    access: 'student',
    parent: 'jobOffers',
    module: 'OfferDetailPage',
    title: { es: 'Oferta de empleo', ca: 'Oferta de treball', en: 'Job offer' },
  },
  {
    id: 'internshipOfferDetail',
    path: '/ofertas-practicas/:id',
    aliases: ['/ofertes-practiques/:id'],
    access: 'student',
    parent: 'internshipOffers',
    module: 'OfferDetailPage',
    title: { es: 'Oferta de prácticas', ca: 'Oferta de pràctiques', en: 'Internship offer' },
  },
  {
    id: 'studyAndWork',
    path: '/programa-estudia-trabaja',
    aliases: ['/programa-estudia-treballa'],
    access: 'student',
    module: 'OffersPage',
    title: { es: 'Programa estudia y trabaja', ca: 'Programa estudia i treballa', en: 'Study and work programme' },
  },
  {
    id: 'candidacies',
    path: '/mis-candidaturas',
    aliases: ['/les-meves-candidatures'],
    access: 'student',
    module: 'CandidaciesPage',
    title: { es: 'Mis candidaturas', ca: 'Les meves candidatures', en: 'My applications' },
  },
  {
    id: 'candidacyDetail',
    path: '/mis-candidaturas/:id',
    aliases: ['/les-meves-candidatures/:id'],
    access: 'student',
    parent: 'candidacies',
    module: 'CandidacyDetailPage',
    title: { es: 'Candidatura', ca: 'Candidatura', en: 'Application' },
  },
  {
    id: 'internships',
    path: '/mis-practicas',
    aliases: ['/les-meves-practiques'],
    access: 'student',
    module: 'InternshipsPage',
    title: { es: 'Mis prácticas', ca: 'Les meves pràctiques', en: 'My internships' },
  },
  {
    id: 'programmes',
    path: '/programas-practicas-activos',
    aliases: ['/programes-practiques-actius'],
    access: 'logged',
    module: 'ProgrammesPage',
    title: { es: 'Programas de prácticas activos', ca: 'Programes de pràctiques actius', en: 'Active internship programmes' },
  },
  {
    id: 'programmeDetail',
    path: '/programas-practicas-activos/:id',
    aliases: ['/programes-practiques-actius/:id'],
    access: 'logged',
    parent: 'programmes',
    module: 'ProgrammeDetailPage',
    title: { es: 'Programa de prácticas', ca: 'Programa de pràctiques', en: 'Internship programme' },
  },
  {
    id: 'internshipProposal',
    path: '/propuesta-practicas',
    aliases: ['/proposta-practiques'],
    access: 'logged',
    module: 'ProposalPage',
    title: { es: 'Propuesta de prácticas', ca: 'Proposta de pràctiques', en: 'Internship proposal' },
  },
] as const satisfies readonly RemoteRouteDefinition[];

