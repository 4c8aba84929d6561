import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { languages, pathsOf, type PerLanguageText, type RouteEntry } from '@portal/contracts';
import { registerTranslations, type Translations } from '@portal/i18n';
import { matchPath } from 'react-router-dom';
import { moduleSource, type RemotePages } from '../federation/module-source';
import { startPageCalls } from './page-calls';
import { shellRoutes } from './shell-routes';

export interface RouteTableState {
  /** loading until the runtime manifest arrives; failed when it could not be read. */
  status: 'loading' | 'ready' | 'failed';
  /** The shell's own pages, then every live remote's. */
  routes: RouteEntry[];
}

interface TitledRoute {
  route: RouteEntry;
  title: PerLanguageText;
  breadcrumb?: PerLanguageText;
}

/**
 * The shell's pages and every remote's, as one table. A remote's row whose id or path is taken
 * already (by the shell or by a remote listed before it) is left out and logged: the portal
 * never lets one release take over another's page.
 */
export const mergeRouteTables = (own: TitledRoute[], manifest: RemotePages): TitledRoute[] => {
  const merged = [...own];
  const ids = new Set(own.map(({ route }) => route.id));
  const paths = new Set(own.flatMap(({ route }) => pathsOf(route)));
  for (const [remote, release] of Object.entries(manifest.remotes)) {
    for (const { title, breadcrumb, module, ...route } of release.pages) {
      const taken = [route.id, ...pathsOf(route)].find((key) => ids.has(key) || paths.has(key));
      if (taken) {
        console.error(`Route ${route.id} of ${remote} ${release.version} is left out: ${taken} is taken`);
        continue;
      }
      ids.add(route.id);
      pathsOf(route).forEach((path) => paths.add(path));
      merged.push({ route: { ...route, page: { remote, module } }, title, ...(breadcrumb ? { breadcrumb } : {}) });
    }
  }
  return merged;
};

/** Titles (and breadcrumb labels, `<id>_breadcrumb`) of every route, in the `routes` namespace. */
const registerTitles = (routes: TitledRoute[]): void => {
  const translations = Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(
        routes.flatMap(({ route, title, breadcrumb }) => [
          [route.id, title[language]],
          ...(breadcrumb ? [[`${route.id}_breadcrumb`, breadcrumb[language]]] : []),
        ]),
      ),
    ]),
  ) as Translations;
  registerTranslations('routes', translations);
};

const ownRoutes: TitledRoute[] = shellRoutes.map(({ title, ...route }) => ({ route, title }));
registerTitles(ownRoutes);

export const routeTableStore = createStore<RouteTableState>()(() => ({
  status: 'loading',
  routes: ownRoutes.map(({ route }) => route),
}));

/** Reads the live remotes' route tables (once; again after a failure) and merges them in. */
export const loadRouteTable = async (): Promise<void> => {
  routeTableStore.setState({ status: 'loading' });
  try {
    const merged = mergeRouteTables(ownRoutes, await moduleSource().loadPages());
    registerTitles(merged);
    const routes = merged.map(({ route }) => route);
    const opening = routes.find((route) => pathsOf(route).some((path) => matchPath(path, window.location.pathname)));
    if (opening?.page) {
      void moduleSource().preloadModule(opening.page);
      startPageCalls(opening);
    }
    routeTableStore.setState({ status: 'ready', routes });
  } catch (error) {
    console.error('The runtime manifest could not be read', error);
    routeTableStore.setState({ status: 'failed' });
  }
};

export const useRouteTable = (): RouteTableState => useStore(routeTableStore);
