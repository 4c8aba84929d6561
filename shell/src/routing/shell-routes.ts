import type { PerLanguageText, RouteEntry } from '@portal/contracts';

/** A page the shell renders itself, with its title in every language. */
export interface ShellRoute extends RouteEntry {
  title: PerLanguageText;
}

/**
 * The shell's own few pages. Every other page belongs to a remote, which declares it in its own
 * route table; the shell merges those tables in at start (route-table.ts).
 */
export const shellRoutes: ShellRoute[] = [
  { id: 'home', path: '/', access: 'logged', title: { es: 'Inicio', ca: 'Inici', en: 'Home' } },
  { id: 'maintenance', path: '/mantenimiento', aliases: ['/manteniment'], access: 'public', title: { es: 'Mantenimiento', ca: 'Manteniment', en: 'Maintenance' } },
  { id: 'godMode', path: '/gma2019', access: 'public', title: { es: 'Modo de gestión', ca: 'Mode de gestió', en: 'Management mode' } },
  { id: 'notFound', path: '/404', access: 'public', title: { es: 'Página no encontrada', ca: 'Pàgina no trobada', en: 'Page not found' } },
  { id: 'privacyPolicy', path: '/politica-privacidad', aliases: ['/politica-privacitat'], access: 'public', title: { es: 'Política de privacidad', ca: 'Política de privacitat', en: 'Privacy policy' } },
  { id: 'cookiesPolicy', path: '/politica-cookies', aliases: ['/politica-galetes'], access: 'public', title: { es: 'Política de cookies', ca: 'Política de galetes', en: 'Cookie policy' } },
  { id: 'dataProtection', path: '/proteccion-datos', aliases: ['/proteccio-dades'], access: 'public', title: { es: 'Protección de datos', ca: 'Protecció de dades', en: 'Data protection' } },
  {
    id: 'socialSecurityPrivacy',
    path: '/politica-privacidad-seguridad-social',
    aliases: ['/politica-privacitat-seguretat-social'],
    access: 'public',
    title: {
      es: 'Política de privacidad de los datos de la Seguridad Social',
      ca: 'Política de privacitat de les dades de la Seguretat Social',
      en: 'Privacy policy for social security data',
    },
  },
];
