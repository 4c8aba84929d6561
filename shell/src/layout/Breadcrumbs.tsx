import { Link, matchPath, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathsOf, routeTable } from '@portal/contracts';

/** Breadcrumbs on every page but home (guard 10), from the route table. */
export const Breadcrumbs = () => {
  const { pathname } = useLocation();
  const { t } = useTranslation(['shell', 'routes']);
  if (pathname === '/') return null;
  const route = routeTable.find((entry) => pathsOf(entry).some((path) => matchPath(path, pathname)));
  if (!route) return null;
  return (
    <nav aria-label={t('shell:breadcrumbs')} className="shell-breadcrumbs">
      <ol>
        <li>
          <Link to="/">{t('routes:home')}</Link>
        </li>
        <li aria-current="page">{t(`routes:${route.id}`)}</li>
      </ol>
    </nav>
  );
};
