import { z } from 'zod';
import type { BrandFlag } from '../brand/brand';
import type { CompanyBrandFlag } from '../company/brand';

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
  /**
   * The API GETs the page makes first, exactly as it makes them (`/api/...`, no query): the shell
   * starts them with the page's code, and the page's own first call of each takes its answer
   * (@portal/http/prefetch). A shell that does not know the field leaves the page to ask itself.
   */
  prefetch: z.array(z.string().regex(/^\/api\/[^\s?#]+$/, 'an /api/ path without query or fragment')).optional(),
});
export const routeTableSchema = z.array(remoteRouteSchema);
export type RemoteRoute = z.infer<typeof remoteRouteSchema>;

/**
 * A remote's route as its authors write it: the flag is checked against the brand's flags, or
 * against the on/off settings of its company side (`empresas`).
 */
export type RemoteRouteDefinition = Omit<RemoteRoute, 'flag'> & { flag?: BrandFlag | CompanyBrandFlag };

/** A remote's federation name, the key in `remotes.json`: `mf_` and lower-case words. */
export const remoteNameSchema = z.string().regex(/^mf_[a-z][a-z_]*$/);
