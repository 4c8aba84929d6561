import { routeFlagsOf, type BrandSettings, type RouteEntry, type UserType } from '@portal/contracts';

export interface GuardContext {
  route: RouteEntry;
  pathname: string;
  userType: UserType | null;
  brand: Pick<BrandSettings, 'mantenimiento' | 'flags' | 'empresas'>;
  godMode: boolean;
  /** The query string has a `forum` parameter: a forum window is about to hand over a login. */
  forum?: boolean;
}

export type GuardDecision =
  | { kind: 'render' }
  /** `rememberPath`: the path to resume after login (guard 3). */
  | { kind: 'redirect'; to: string; rememberPath?: string }
  /** A logged user on a login page goes on to the path wanted before login, or home. */
  | { kind: 'resume' }
  /** Guard 1: opened by a forum window, the page waits for the login that window posts. */
  | { kind: 'awaitForumLogin' };

const maintenanceOpenPaths = ['/mantenimiento', '/gma2019'];

/**
 * The route guards of spec 000 §2.1, in their order, as one pure function: it runs in the shell
 * before any remote code loads.
 */
export const decide = ({ route, pathname, userType, brand, godMode, forum = false }: GuardContext): GuardDecision => {
  const needsLogin = route.access === 'logged' || route.access === 'student' || route.access === 'company';
  // Guard 1 stops the others: the listener is attached (RouteGuard) and the page waits for it.
  if (forum) return needsLogin && userType === null ? { kind: 'awaitForumLogin' } : { kind: 'render' };
  if (brand.mantenimiento && !godMode && !maintenanceOpenPaths.includes(pathname)) {
    return { kind: 'redirect', to: '/mantenimiento' };
  }
  const logged = userType !== null;
  if (needsLogin && !logged) return { kind: 'redirect', to: '/login', rememberPath: pathname };
  if (route.access === 'company' && userType !== 'Empresa') return { kind: 'redirect', to: '/' };
  if (route.access === 'student' && userType !== 'Alumno') return { kind: 'redirect', to: '/' };
  if (logged && pathname.includes('/login')) return { kind: 'resume' };
  // A brand flag or a company setting (empresas); a flag this shell does not know yet counts as off.
  const flags: Partial<Record<string, boolean>> = routeFlagsOf(brand);
  if (route.flag && flags[route.flag] !== true) return { kind: 'redirect', to: '/' };
  return { kind: 'render' };
};
