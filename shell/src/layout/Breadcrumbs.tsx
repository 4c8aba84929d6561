import { Link, matchPath, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathsOf, type RouteEntry } from '@portal/contracts';
import { useUserType } from '@portal/session';
import { useRouteTable } from '../routing/route-table';
import { staffPagesOf } from '../routing/staff-pages';

/** The route and the routes above it (`parent`), top first; a parent cycle stops at the repeat. */
const trailOf = (route: RouteEntry, routes: RouteEntry[]): RouteEntry[] => {
  const trail = [route];
  let current = route;
  while (current.parent) {
    const parentId = current.parent;
    const parent = routes.find((entry) => entry.id === parentId);
    if (!parent || trail.includes(parent)) break;
    trail.unshift(parent);
    current = parent;
  }
  return trail;
};

/**
 * Breadcrumbs on every page but home (guard 10), from the merged route table. For staff, home is
 * the staff home (its row in the table), which heads the trail.
 */
export const Breadcrumbs = () => {
  const { pathname } = useLocation();
  const { routes } = useRouteTable();
  const { t } = useTranslation(['shell', 'routes']);
  const staff = useUserType() === 'Orientacion';
  const home = staff ? staffPagesOf(routes).home : '/';
  if (pathname === '/') return null;
  const route = routes.find((entry) => pathsOf(entry).some((path) => matchPath(path, pathname)));
  if (!route || (staff && route.path === home)) return null;
  const trail = trailOf(route, routes).filter((entry) => entry.path !== home);
  const label = (entry: RouteEntry) => t([`routes:${entry.id}_breadcrumb`, `routes:${entry.id}`]);
  return (
    <nav aria-label={t('shell:breadcrumbs')} className="shell-breadcrumbs">
      <ol>
        <li>
          <Link to={home}>{t('routes:home')}</Link>
        </li>
        {trail.map((entry, index) =>
          index === trail.length - 1 ? (
            <li key={entry.id} aria-current="page">
              {label(entry)}
            </li>
          ) : (
            <li key={entry.id}>
              <Link to={entry.path}>{label(entry)}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
};
