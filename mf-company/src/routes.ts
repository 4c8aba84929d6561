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
] as const satisfies readonly RemoteRouteDefinition[];

