import type { RemoteModuleRef, RemoteRoute, RouteAccess, UserType } from '@portal/contracts';
import { prefetch } from '@portal/http/prefetch';
import { storedLanguage, storedToken, storedUserType } from '@portal/session/stored';
import { homeCallsOf, homeWidgetsOf } from '../home/home-widgets';
import { unmetNeeds } from './compatibility';
import { pageRemotesManifest, type RemoteRelease } from './remotes-manifest';

/**
 * The first view's remote files, fetched as soon as the page runs its first script: the shell's
 * own chunks and the opened page's remote files then download side by side, instead of one after
 * the other; and the page's first API answers (its route's `prefetch`), which are then on their
 * way while its code downloads instead of being asked for once that code has run. Runs before the shell's shared modules load (it uses none of them): the live remotes
 * come with the page, the user from the stored session, the route from the location.
 */

const requested = new Set<string>();

const preloadLink = (href: string, as: 'script' | 'style'): void => {
  if (requested.has(href)) return;
  requested.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
};

/**
 * Starts fetching a release's entry and the files a module of it loads with. Attributes as the
 * federation runtime's own script tags have them (no crossorigin), so the browser uses what was
 * preloaded. A release this shell cannot run is never fetched.
 */
export const preloadModuleFiles = (release: RemoteRelease, module: string): void => {
  if (unmetNeeds(release.needs).length > 0) return;
  preloadLink(release.remoteEntry, 'script');
  const files = release.files[module];
  files?.js.forEach((href) => preloadLink(href, 'script'));
  files?.css.forEach((href) => preloadLink(href, 'style'));
  // A Catalan or English user's texts would otherwise be asked for only once the module runs.
  const language = storedLanguage();
  if (language === 'ca' || language === 'en') files?.texts?.[language]?.forEach((href) => preloadLink(href, 'script'));
};

/** Whether a route path (`/ofertas-empleo/:id`) matches a location's path. */
export const pathMatches = (pattern: string, pathname: string): boolean => {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.at(-1) === '*') return actual.length >= wanted.length - 1 && wanted.slice(0, -1).every((part, index) => part.startsWith(':') || part === actual[index]);
  return wanted.length === actual.length && wanted.every((part, index) => (part.startsWith(':') ? actual[index] !== '' : part === actual[index]));
};

/** Who may open a route, as far as the session tells before the guards run. */
export const mayOpen = (access: RouteAccess, userType: UserType | null): boolean => {
  switch (access) {
    case 'public':
      return true;
    case 'anonymous':
      return userType === null;
    case 'logged':
      return userType !== null;
    case 'student':
      return userType === 'Alumno';
    case 'company':
      return userType === 'Empresa';
    default:
      // The careers office's pages keep their own session: nothing is guessed for them.
      return false;
  }
};

/** The live remotes' page a path opens, with its remote's name. */
const openedPage = (
  pathname: string,
  remotes: Record<string, Pick<RemoteRelease, 'pages'>>,
): { remote: string; page: RemoteRoute } | undefined => {
  for (const [remote, release] of Object.entries(remotes)) {
    const page = release.pages.find((candidate) => [candidate.path, ...(candidate.aliases ?? [])].some((path) => pathMatches(path, pathname)));
    if (page) return { remote, page };
  }
  return undefined;
};

/** The remote modules the first view of `pathname` shows, as far as the page can tell before it renders. */
export const firstViewModules = (
  pathname: string,
  remotes: Record<string, Pick<RemoteRelease, 'pages'>>,
  userType: UserType | null,
): RemoteModuleRef[] => {
  if (pathname === '/' || pathname === '') return userType ? homeWidgetsOf(userType) : [];
  const opened = openedPage(pathname, remotes);
  return opened && mayOpen(opened.page.access, userType) ? [{ remote: opened.remote, module: opened.page.module }] : [];
};

/** The API GETs the page of `pathname` makes first, when this user may open it and this shell can run its release. */
export const firstViewCalls = (
  pathname: string,
  remotes: Record<string, Pick<RemoteRelease, 'pages' | 'needs'>>,
  userType: UserType | null,
): string[] => {
  if (pathname === '/' || pathname === '') return userType ? homeCallsOf(userType) : [];
  const opened = openedPage(pathname, remotes);
  if (!opened || !mayOpen(opened.page.access, userType) || unmetNeeds(remotes[opened.remote]!.needs).length > 0) return [];
  return opened.page.prefetch ?? [];
};

/** Preloads the first view's remote files and answers; does nothing when the page carries no live remotes. */
export const preloadFirstView = (): void => {
  const manifest = pageRemotesManifest();
  if (!manifest) return;
  const userType = storedUserType();
  for (const { remote, module } of firstViewModules(window.location.pathname, manifest.remotes, userType)) {
    const release = manifest.remotes[remote];
    if (release) preloadModuleFiles(release, module);
  }
  const token = storedToken();
  if (token) firstViewCalls(window.location.pathname, manifest.remotes, userType).forEach((url) => prefetch(url, token));
};
