import { staffRouteIds, type RouteEntry } from '@portal/contracts';

export interface StaffPages {
  /** The staff home: where staff land, and go when a page is not theirs. */
  home: string;
  /** Where an anonymous visitor of a staff page is sent. */
  login: string;
  logout: string;
}

/**
 * The paths of the careers office's home, login and logout, read from the merged route table by
 * the ids the contracts name (mf-office declares the rows). Until that remote's table is known
 * they fall back to the portal's own home and login.
 */
export const staffPagesOf = (routes: readonly RouteEntry[]): StaffPages => {
  const pathOf = (id: string, fallback: string) => routes.find((route) => route.id === id)?.path ?? fallback;
  return {
    home: pathOf(staffRouteIds.home, '/'),
    login: pathOf(staffRouteIds.login, '/login'),
    logout: pathOf(staffRouteIds.logout, '/logout'),
  };
};
