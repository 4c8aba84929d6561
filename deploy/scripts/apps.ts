import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the built portal is published: the API server serves this folder (`WEB_ROOT`). */
export const webRoot = path.resolve(process.env.WEB_ROOT ?? path.join(repoRoot, 'www'));

export interface RemoteApp {
  /** Workspace folder, also the folder name under `www/remotes/`. */
  folder: string;
  /** Federation name, the key in `remotes.json`. */
  federationName: string;
}

export const shellFolder = 'shell';

/** Every remote the release tools publish. A new remote is a new row here (its pages come from its own routes.ts). */
export const remoteApps: RemoteApp[] = [
  { folder: 'mf-session', federationName: 'mf_session' },
  { folder: 'mf-offers', federationName: 'mf_offers' },
  { folder: 'mf-cv', federationName: 'mf_cv' },
  { folder: 'mf-company', federationName: 'mf_company' },
  { folder: 'mf-surveys-events', federationName: 'mf_surveys_events' },
  { folder: 'mf-office', federationName: 'mf_office' },
];

export const remoteByFolder = (folder: string): RemoteApp => {
  const app = remoteApps.find((candidate) => candidate.folder === folder || candidate.federationName === folder);
  if (!app) {
    throw new Error(`Unknown remote "${folder}". Known remotes: ${remoteApps.map((remote) => remote.folder).join(', ')}`);
  }
  return app;
};
