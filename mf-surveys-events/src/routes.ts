import type { RemoteRouteDefinition } from '@portal/contracts';

/**
 * The pages of mf-surveys-events: published as data (`routes.json`) with every release of this remote, so
 * the shell guards them, titles them and shows them in menus and breadcrumbs before any of this
 * remote's code loads. A new page is a new row here and an entry in `exposes`.
 */
export const routes = [
  {
    id: 'events',
    path: '/eventos',
    aliases: ['/esdeveniments'],
    access: 'logged',
    flag: 'hasEventos',
    module: 'EventsPage',
    title: { es: 'Eventos', ca: 'Esdeveniments', en: 'Events' },
  },
  {
    id: 'eventDetail',
    path: '/eventos/:id',
    aliases: ['/esdeveniments/:id'],
    access: 'logged',
    flag: 'hasEventos',
    parent: 'events',
    module: 'EventDetailPage',
    title: { es: 'Evento', ca: 'Esdeveniment', en: 'Event' },
  },
  {
    id: 'surveys',
    path: '/encuestas',
    aliases: ['/enquestes'],
    access: 'logged',
    module: 'SurveysPage',
    title: { es: 'Encuestas', ca: 'Enquestes', en: 'Surveys' },
  },
  {
    id: 'survey',
    path: '/encuestas/:id',
    aliases: ['/enquestes/:id'],
    access: 'public',
    module: 'SurveyPage',
    title: { es: 'Encuesta', ca: 'Enquesta', en: 'Survey' },
  },
  {
    id: 'surveyAccess',
    path: '/encuestas/:id/acceso',
    aliases: ['/enquestes/:id/acces'],
    access: 'public',
    module: 'SurveyPage',
    title: { es: 'Acceso a la encuesta', ca: "Accés a l'enquesta", en: 'Survey access' },
  },
  {
    id: 'surveyResults',
    path: '/encuestas/:id/resultados',
    aliases: ['/enquestes/:id/resultats'],
    access: 'public',
    module: 'SurveyResultsPage',
    title: { es: 'Resultados de la encuesta', ca: "Resultats de l'enquesta", en: 'Survey results' },
  },
  {
    id: 'publicEvent',
    path: '/evento-publico/:id',
    aliases: ['/esdeveniment-public/:id'],
    access: 'public',
    module: 'PublicEventPage',
    title: { es: 'Evento', ca: 'Esdeveniment', en: 'Event' },
  },
] as const satisfies readonly RemoteRouteDefinition[];

