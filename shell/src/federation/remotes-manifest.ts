import type { RemoteRoute } from '@portal/contracts';
import { releaseBucket, runsCanary } from './release-bucket';

/**
 * The runtime manifest (`/remotes.json`), rewritten when one remote is published or rolled back:
 * which remotes exist, where each one's `mf-manifest.json` is, which version is live, the pages
 * that release declares (copied from its `routes.json`, so the shell can guard them even when
 * the remote's files are unreachable) and the singleton versions it needs. The shell never
 * learns any of this from its own build.
 *
 * The publishing tools write it after checking every page against the route schema
 * (deploy/scripts/publish.ts), so the shell reads it without zod.
 */
/** The files of an exposed module that load with it (URLs). */
export interface ModuleFiles {
  js: string[];
  css: string[];
  /** Its texts in Catalan or English (Spanish comes with its code), listed by releases published since @portal/i18n 2.1. */
  texts?: Partial<Record<'ca' | 'en', string[]>>;
}

export interface RemoteRelease {
  /** The release's `mf-manifest.json`. */
  entry: string;
  /** The release's `remoteEntry.js`, which the shell loads without reading the manifest first. */
  remoteEntry: string;
  /** Each exposed module's files, by module name; empty when the publishing tools did not list them. */
  files: Record<string, ModuleFiles>;
  version: string;
  /** The release's route table file, beside its manifest. */
  routes?: string;
  pages: RemoteRoute[];
  /** Singleton package → the version range the release needs. */
  needs: Record<string, string>;
}

export interface RemotesManifest {
  remotes: Record<string, RemoteRelease>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One release of the document; throws when it is not one. */
const readRelease = (name: string, release: unknown): RemoteRelease => {
  if (!isObject(release) || typeof release.entry !== 'string' || typeof release.version !== 'string') {
    throw new Error(`The remotes manifest's ${name} has no entry or version`);
  }
  return {
    entry: release.entry,
    // Older publishing tools named the manifest only: the entry script is beside it.
    remoteEntry: typeof release.remoteEntry === 'string' ? release.remoteEntry : release.entry.replace(/[^/]*$/, 'remoteEntry.js'),
    files: isObject(release.files) ? (release.files as Record<string, ModuleFiles>) : {},
    version: release.version,
    ...(typeof release.routes === 'string' ? { routes: release.routes } : {}),
    pages: Array.isArray(release.pages) ? (release.pages as RemoteRoute[]) : [],
    needs: isObject(release.needs) ? (release.needs as Record<string, string>) : {},
  };
};

/**
 * The manifest as this browser runs it; throws when the document is not one. A remote with a
 * canary (`canary: { ...release, share }` beside the live release, issue 25) is its canary for a
 * browser whose bucket (release-bucket.ts) is below the share, its live release for the others:
 * from here on the shell sees one release per remote, whichever it is.
 */
export const readRemotesManifest = (document: unknown, bucket: number = releaseBucket()): RemotesManifest => {
  if (!isObject(document) || !isObject(document.remotes)) throw new Error('The remotes manifest has no remotes');
  const remotes: Record<string, RemoteRelease> = {};
  for (const [name, release] of Object.entries(document.remotes)) {
    const live = readRelease(name, release);
    const canary = isObject(release) ? release.canary : undefined;
    const share = isObject(canary) && typeof canary.share === 'number' ? canary.share : 0;
    remotes[name] = runsCanary(bucket, share) ? readRelease(`${name} canary`, canary) : live;
  }
  return { remotes };
};

/** The element the publishing tools write the live remotes into, in the site's page (deploy/scripts/publish.ts). */
const liveRemotesElementId = 'portal-remotes';

let fromPage: RemotesManifest | null | undefined;

/** The live remotes the page arrived with; null when it carries none (a page served by a dev server). */
export const pageRemotesManifest = (): RemotesManifest | null => {
  if (fromPage !== undefined) return fromPage;
  const element = typeof document === 'undefined' ? null : document.getElementById(liveRemotesElementId);
  fromPage = null;
  if (element?.textContent) {
    try {
      fromPage = readRemotesManifest(JSON.parse(element.textContent));
    } catch (error) {
      console.error('The live remotes in the page cannot be read; fetching them', error);
    }
  }
  return fromPage;
};

export const fetchRemotesManifest = async (url = '/remotes.json'): Promise<RemotesManifest> => {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remotes manifest answered ${response.status}`);
  return readRemotesManifest(await response.json());
};

/** The live remotes: those the page arrived with, else remotes.json. */
export const liveRemotesManifest = (): Promise<RemotesManifest> => {
  const fromPage = pageRemotesManifest();
  return fromPage ? Promise.resolve(fromPage) : fetchRemotesManifest();
};
