import type { RemoteRouteDefinition } from '@portal/contracts';

/**
 * The pages of mf-company: published as data (`routes.json`) with every release of this remote, so
 * the shell guards them, titles them and shows them in menus and breadcrumbs before any of this
 * remote's code loads. A new page is a new row here and an entry in `exposes`.
 */
export const routes = [
  {
    id: 'myCompany',
    path: '/mi-empresa',
    aliases: ['/la-meva-empresa'],
    access: 'company',
    module: 'CompanyPage',
    title: { es: 'Mi empresa', ca: 'La meva empresa', en: 'My company' },
  },
  {
    id: 'myOffers',
    path: '/mis-ofertas',
    aliases: ['/les-meves-ofertes'],
    access: 'company',
    module: 'MyOffersPage',
    title: { es: 'Mis ofertas', ca: 'Les meves ofertes', en: 'My offers' },
  },
  {
    id: 'myOfferDetail',
    path: '/mis-ofertas/:id',
    aliases: ['/les-meves-ofertes/:id'],
    access: 'company',
    parent: 'myOffers',
    module: 'OfferCandidatesPage',
    title: { es: 'Candidatos de la oferta', ca: "Candidats de l'oferta", en: 'Candidates of the offer' },
  },
  {
    id: 'companyOfferView',
    path: '/oferta/:id',
    access: 'company',
    parent: 'myOffers',
    module: 'OfferViewPage',
    title: { es: 'Oferta', ca: 'Oferta', en: 'Offer' },
  },
  {
    id: 'companyOfferViewer',
    path: '/visor-oferta/:id',
    access: 'company',
    parent: 'myOffers',
    module: 'OfferViewPage',
    title: { es: 'Oferta', ca: 'Oferta', en: 'Offer' },
  },
  {
    id: 'newOffer',
    path: '/nueva-oferta',
    aliases: ['/nova-oferta'],
    access: 'company',
    module: 'OfferWizardPage',
    title: { es: 'Nueva oferta', ca: 'Nova oferta', en: 'New offer' },
  },
  {
    id: 'newOfferOfType',
    path: '/nueva-oferta/:type',
    aliases: ['/nova-oferta/:type'],
    access: 'company',
    parent: 'newOffer',
    module: 'OfferWizardPage',
    title: { es: 'Nueva oferta', ca: 'Nova oferta', en: 'New offer' },
  },
  {
    id: 'editOffer',
    path: '/editar-oferta/:idOferta',
    aliases: ['/edita-oferta/:idOferta'],
    access: 'company',
    parent: 'myOffers',
    module: 'OfferWizardPage',
    title: { es: 'Editar la oferta', ca: "Edita l'oferta", en: 'Edit the offer' },
  },
  {
    id: 'incorporationForm',
    path: '/formulario-incorporacion',
    aliases: ['/formulari-incorporacio'],
    access: 'company',
    module: 'IncorporationFormPage',
    title: { es: 'Formulario de incorporación', ca: "Formulari d'incorporació", en: 'Incorporation form' },
  },
  {
    id: 'incorporationFormOf',
    path: '/formulario-incorporacion/:idSolicitud',
    aliases: ['/formulari-incorporacio/:idSolicitud'],
    access: 'company',
    parent: 'myOffers',
    module: 'IncorporationFormPage',
    title: { es: 'Formulario de incorporación', ca: "Formulari d'incorporació", en: 'Incorporation form' },
  },
  {
    id: 'candidateCv',
    path: '/ver-cv/:id',
    aliases: ['/veure-cv/:id'],
    access: 'company',
    parent: 'myOffers',
    module: 'CandidateCvPage',
    title: { es: 'CV del candidato', ca: 'CV del candidat', en: "Candidate's CV" },
  },
] as const satisfies readonly RemoteRouteDefinition[];
