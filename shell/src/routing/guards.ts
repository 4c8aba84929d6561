import {
  routeFlagsOf,
  staffUserType,
  type BrandSettings,
  type PortalUserType,
  type RouteEntry,
  type StaffRole,
} from '@portal/contracts';
import type { StaffPages } from './staff-pages';

export interface GuardContext {
  route: RouteEntry;
  pathname: string;
  userType: PortalUserType | null;
  /** The staff member's role when `userType` is staff. */
  staffRole?: StaffRole | null;
  /** The staff home and login, from the route table. */
  staffPages?: Pick<StaffPages, 'home' | 'login'>;
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
const noStaffPages = { home: '/', login: '/login' };
const companyLogin = '/login/empresas';

/**
 * The route guards of spec 000 §2.1, in their order, as one pure function: it runs in the shell
 * before any remote code loads. Staff (issue 21) have pages of their own (`staff`, `admin`): a
 * visitor of one logs in at the staff login, a student or company user goes home, and staff on
 * a student, company or any-user page go to the staff home.
 */
export const decide = ({
  route,
  pathname,
  userType,
  staffRole = null,
  staffPages = noStaffPages,
  brand,
  godMode,
  forum = false,
}: GuardContext): GuardDecision => {
  const staffPage = route.access === 'staff' || route.access === 'admin';
  const needsLogin = route.access === 'logged' || route.access === 'student' || route.access === 'company';
  // Guard 1 stops the others: the listener is attached (RouteGuard) and the page waits for it.
  if (forum) return needsLogin && userType === null ? { kind: 'awaitForumLogin' } : { kind: 'render' };
  // The careers office's own pages and its login stay open in maintenance (issue 26): the admin
  // turns it off from there. God mode is still what lets staff see the students' and companies' pages.
  const staffScreen = staffPage || route.path === staffPages.login;
  if (brand.mantenimiento && !godMode && !staffScreen && !maintenanceOpenPaths.includes(pathname)) {
    return { kind: 'redirect', to: '/mantenimiento' };
  }
  const logged = userType !== null;
  const staff = userType === staffUserType;
  if (staffPage) {
    if (!logged) return { kind: 'redirect', to: staffPages.login, rememberPath: pathname };
    if (!staff) return { kind: 'redirect', to: '/' };
    if (route.access === 'admin' && staffRole !== 'admin') return { kind: 'redirect', to: staffPages.home };
  }
  if (staff && needsLogin) return { kind: 'redirect', to: staffPages.home };
  if (staff && route.access === 'anonymous') return { kind: 'resume' };
  // A company's page sends its visitor to the company login, where a company user can sign in.
  if (needsLogin && !logged) {
    return { kind: 'redirect', to: route.access === 'company' ? companyLogin : '/login', rememberPath: pathname };
  }
  if (route.access === 'company' && userType !== 'Empresa') return { kind: 'redirect', to: '/' };
  if (route.access === 'student' && userType !== 'Alumno') return { kind: 'redirect', to: '/' };
  if (logged && (pathname.includes('/login') || route.path === staffPages.login)) return { kind: 'resume' };
  // A brand flag or a company setting (empresas); a flag this shell does not know yet counts as off.
  const flags: Partial<Record<string, boolean>> = routeFlagsOf(brand);
  if (route.flag && flags[route.flag] !== true) return { kind: 'redirect', to: '/' };
  return { kind: 'render' };
};
