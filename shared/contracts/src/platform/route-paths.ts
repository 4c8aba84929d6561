import type { BrandSettings } from '../brand/brand';
import { companyBrandDefaults } from '../company/brand-defaults';
import type { RouteAccess } from './routes';

/**
 * What the shell does with the route tables at run time, without zod: it is on every first view,
 * where the tables need no schema (they are checked when a remote is built and published).
 */

/** A page of a remote: the remote's federation name and the exposed module. */
export interface RemoteModuleRef {
  remote: string;
  /** The exposed module, without the leading './'. */
  module: string;
}

/** A route of the merged table the shell runs: its own pages and every remote's. */
export interface RouteEntry {
  /**
   * Our name of the page, never shown to a user or sent to the API. The spec's passing names
   * (000 §2.2: ficha_encuestas, cv, cv-view, mi_perfil, ficha_oferta_alumno_*) are the same pages
   * under ids of our own (survey, cv, candidateCv, companyProfile, jobOfferDetail, internshipOfferDetail);
   * the paths, which users and links do see, are the spec's.
   */
  id: string;
  path: string;
  aliases?: string[];
  access: RouteAccess;
  flag?: string;
  parent?: string;
  /** The remote page that renders it; absent for pages the shell renders itself. */
  page?: RemoteModuleRef;
  /** The API GETs the page makes first, which the shell starts with its code (remoteRouteSchema). */
  prefetch?: string[];
}

/** Every path of a route: the Spanish one first, then its aliases. */
export const pathsOf = (route: Pick<RouteEntry, 'path' | 'aliases'>): string[] => [route.path, ...(route.aliases ?? [])];

/** A route of a table by its id, for links between the pages of one remote. */
export const routeIn = <R extends { id: string }>(table: readonly R[], id: R['id']): R => {
  const route = table.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
};

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
