import type { RemoteRouteDefinition } from '@portal/contracts';

/**
 * The pages of mf-cv: published as data (`routes.json`) with every release of this remote, so
 * the shell guards them, titles them and shows them in menus and breadcrumbs before any of this
 * remote's code loads. A new page is a new row here and an entry in `exposes`.
 */
export const routes = [
  {
    id: 'cv',
    path: '/mi-perfil-cv',
    aliases: ['/ca/cv'],
    access: 'student',
    module: 'CvPage',
    // The whole CV (cvApi.load): the shell asks for it while this remote's code downloads.
    prefetch: ['/api/Alumno/dameCvUsuario'],
    title: { es: 'Mi CV', ca: 'El meu CV', en: 'My CV' },
  },
  {
    id: 'orientationGuides',
    path: '/guias-orientacion',
    aliases: ['/guies-orientacio'],
    access: 'student',
    flag: 'hasGuiasOrientacion',
    module: 'GuidesPage',
    title: { es: 'Guías de orientación', ca: "Guies d'orientació", en: 'Orientation guides' },
  },
  {
    id: 'careerGuidance',
    path: '/orientacion-laboral',
    aliases: ['/orientacio-laboral'],
    access: 'student',
    flag: 'hasGuiasOrientacion',
    module: 'GuidesPage',
    title: { es: 'Orientación laboral', ca: 'Orientació laboral', en: 'Career guidance' },
  },
  {
    id: 'help',
    path: '/ayuda',
    aliases: ['/ajuda'],
    access: 'student',
    flag: 'hashelp',
    module: 'HelpPage',
    title: { es: 'Ayuda', ca: 'Ajuda', en: 'Help' },
  },
] as const satisfies readonly RemoteRouteDefinition[];

