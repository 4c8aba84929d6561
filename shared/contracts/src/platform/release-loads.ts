import { z } from 'zod';

/**
 * Page loads per release (issue 25, canary releases): once per page load, the shell tells the API
 * which release of each remote it loaded, so a canary's error rate (error reports per load) can be
 * compared with its live release's. Public like the error reports, and as anonymous: an app and a
 * release id, nothing of the user. The path is in release-loads-path.ts.
 */

/** An app name or release id as published (`mf-offers`, `0.1.0-7d756aa507`), as error reports carry them. */
const publishedName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9._-]+$/);

/** The most releases one page load can name: one per remote, with room for remotes to come. */
export const maxReleasesPerLoad = 16;

export const releaseLoads = z.object({
  cargas: z
    .array(z.object({ app: publishedName, version: publishedName }))
    .min(1)
    .max(maxReleasesPerLoad),
});
export type ReleaseLoads = z.infer<typeof releaseLoads>;
