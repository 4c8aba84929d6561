import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';

/**
 * Whether the portal published since this page loaded: a remote whose live release is not the one
 * this page runs (or a remote added or withdrawn), or a shell other than this page's. A page keeps
 * running the releases it loaded (their files stay published: issue 25); the shell only offers
 * the new version, it never reloads on its own.
 */
export const isNewerRelease = (
  running: { remotes: RemotesManifest; shell: string | null },
  live: { remotes: RemotesManifest; shell: string | null },
): boolean => {
  const names = new Set([...Object.keys(running.remotes.remotes), ...Object.keys(live.remotes.remotes)]);
  for (const name of names) {
    if (running.remotes.remotes[name]?.version !== live.remotes.remotes[name]?.version) return true;
  }
  return running.shell !== null && live.shell !== null && running.shell !== live.shell;
};

/** The shell release this page runs: the folder its scripts came from (`/shell/<release>/…`). */
export const runningShellRelease = (): string | null => {
  for (const script of Array.from(document.scripts)) {
    const release = /\/shell\/([^/]+)\//.exec(script.src)?.[1];
    if (release) return release;
  }
  return null;
};

/** The shell release now live (`shell.json`); null when the site has none (a dev server). */
export const fetchLiveShellRelease = async (): Promise<string | null> => {
  const response = await fetch('/shell.json', { cache: 'no-cache' });
  if (!response.ok) return null;
  const pointer = (await response.json()) as { version?: unknown };
  return typeof pointer.version === 'string' ? pointer.version : null;
};

/** What is live now, as `isNewerRelease` compares it. */
export const fetchLiveReleases = async () => {
  const [remotes, shell] = await Promise.all([fetchRemotesManifest(), fetchLiveShellRelease()]);
  return { remotes, shell };
};
