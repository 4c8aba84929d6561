/**
 * The pages of the careers office the shell must find without knowing their paths: it looks them
 * up by id in the merged route table (mf-office declares them), like any other route data.
 */
export const staffRouteIds = {
  /** The staff home: the dashboard of the queues. */
  home: 'officeDashboard',
  /** Where an anonymous visitor of a staff page goes. */
  login: 'officeLogin',
  /** The header's logout link for staff. */
  logout: 'officeLogout',
} as const;
