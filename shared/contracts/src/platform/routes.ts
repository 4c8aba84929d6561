import { z } from 'zod';
import type { BrandFlag, BrandSettings } from '../brand/brand';
import { companyBrandDefaults, type CompanyBrandFlag } from '../company/brand';

/** Who may open a route (spec 000 §2.1 and 001 §2). */
export const routeAccessSchema = z.enum([
  /** anyone, logged or not */
  'public',
  /** only visitors who are not logged in: a logged user goes home (guard 5) */
  'anonymous',
  /** any logged user */
  'logged',
  'student',
  'company',
  /** the careers office's staff, either role */
  'staff',
  /** staff with the admin role only */
  'admin',
]);
export type RouteAccess = z.infer<typeof routeAccessSchema>;

const perLanguageText = z.object({ es: z.string().min(1), ca: z.string().min(1), en: z.string().min(1) });
export type PerLanguageText = z.infer<typeof perLanguageText>;

const routePath = z.string().regex(/^\/[^\s?#]*$/, 'a path starts with / and has no query or fragment');

/**
 * One page of a remote, as the remote declares it in its own `src/routes.ts` and publishes it with
 * each release (`routes.json` beside its `mf-manifest.json`). The shell reads these tables at
 * start and runs its guards on them before any code of the remote loads.
 */
export const remoteRouteSchema = z.object({
  /** Stable id, unique in the portal; the key of the page's title in the `routes` namespace. */
  id: z.string().regex(/^[a-z][A-Za-z0-9]*$/),
  /** Spanish path, primary; `:param` segments as react-router reads them. */
  path: routePath,
  /** Catalan (and other) aliases that render the same page. */
  aliases: z.array(routePath).optional(),
  access: routeAccessSchema,
  /**
   * The brand flag the route needs; without it the user goes home (guard 6). A flag the live
   * shell does not know counts as off.
   */
  flag: z.string().optional(),
  /** The page's title (document title, menu entry, breadcrumb) in every language. */
  title: perLanguageText,
  /** A shorter label for the breadcrumbs, when the title is too long for them. */
  breadcrumb: perLanguageText.optional(),
  /** The id of the page above this one in the breadcrumbs (a list above its detail). */
  parent: z.string().optional(),
  /** The exposed module that renders the page, without the leading './'. */
  module: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
});
export const routeTableSchema = z.array(remoteRouteSchema);
export type RemoteRoute = z.infer<typeof remoteRouteSchema>;

/**
 * A remote's route as its authors write it: the flag is checked against the brand's flags, or
 * against the on/off settings of its company side (`empresas`).
 */
export type RemoteRouteDefinition = Omit<RemoteRoute, 'flag'> & { flag?: BrandFlag | CompanyBrandFlag };

/**
 * Every flag a route may need, by name: the brand's flags and the on/off settings of its company
 * side (their defaults when the brand has none). Guard 6 and the menus read this one map.
 */
export const routeFlagsOf = (brand: Pick<BrandSettings, 'flags' | 'empresas'>): Record<string, boolean> => {
  const company = Object.entries(brand.empresas ?? companyBrandDefaults).filter(
    (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
  );
  return { ...Object.fromEntries(company), ...brand.flags };
};

/** A page of a remote: the remote's federation name and the exposed module. */
export interface RemoteModuleRef {
  remote: string;
  /** The exposed module, without the leading './'. */
  module: string;
}

/** A route of the merged table the shell runs: its own pages and every remote's. */
export interface RouteEntry {
  id: string;
  path: string;
  aliases?: string[];
  access: RouteAccess;
  flag?: string;
  parent?: string;
  /** The remote page that renders it; absent for pages the shell renders itself. */
  page?: RemoteModuleRef;
}

/** Every path of a route: the Spanish one first, then its aliases. */
export const pathsOf = (route: Pick<RouteEntry, 'path' | 'aliases'>): string[] => [route.path, ...(route.aliases ?? [])];

/** A remote's federation name, the key in `remotes.json`: `mf_` and lower-case words. */
export const remoteNameSchema = z.string().regex(/^mf_[a-z][a-z_]*$/);

/** A route of a table by its id, for links between the pages of one remote. */
export const routeIn = <R extends { id: string }>(table: readonly R[], id: R['id']): R => {
  const route = table.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
};
