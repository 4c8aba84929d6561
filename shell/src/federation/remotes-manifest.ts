import { z } from 'zod';
import { remoteNameSchema, routeTableSchema } from '@portal/contracts';

/**
 * The runtime manifest (`/remotes.json`), rewritten when one remote is published or rolled back:
 * which remotes exist, where each one's `mf-manifest.json` is, which version is live, the pages
 * that release declares (copied from its `routes.json`, so the shell can guard them even when
 * the remote's files are unreachable) and the singleton versions it needs. The shell never
 * learns any of this from its own build.
 */
export const remotesManifestSchema = z.object({
  remotes: z.record(
    remoteNameSchema,
    z.object({
      entry: z.string().min(1),
      version: z.string().min(1),
      /** The release's route table file, beside its manifest. */
      routes: z.string().optional(),
      pages: routeTableSchema.default([]),
      /** Singleton package → the version range the release needs. */
      needs: z.record(z.string(), z.string()).default({}),
    }),
  ),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
export type RemoteRelease = RemotesManifest['remotes'][string];

export const fetchRemotesManifest = async (url = '/remotes.json'): Promise<RemotesManifest> => {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remotes manifest answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
};
