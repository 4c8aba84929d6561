import { z } from 'zod';
import { remoteNames } from '@portal/contracts';

/**
 * The runtime manifest (`/remotes.json`), served with the portal and rewritten when one remote
 * is published or rolled back: which remotes exist, where each one's `mf-manifest.json` is and
 * which version is live. The shell never learns this from its own build.
 */
export const remotesManifestSchema = z.object({
  remotes: z.record(
    z.enum(remoteNames),
    z.object({ entry: z.string().min(1), version: z.string().min(1) }),
  ),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

export const fetchRemotesManifest = async (url = '/remotes.json'): Promise<RemotesManifest> => {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remotes manifest answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
};
