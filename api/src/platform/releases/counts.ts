import type { Pool } from '../db/pool';

/** An app (its folder: mf-offers) and one of its releases, as error reports and the load beacon name them. */
export interface AppRelease {
  app: string;
  version: string;
}

/** A release whose loads and errors are wanted from a moment on (a canary period's `since`); without it, its whole history. */
export interface CountedRelease extends AppRelease {
  since?: string | Date | null;
}

export interface ReleaseCount {
  loads: number;
  errors: number;
}

const keyOf = ({ app, version }: AppRelease) => `${app}@${version}`;

/** A period's start as PostgreSQL takes it; null (the whole history) when there is none or it is not a date. */
const sinceOf = (since: CountedRelease['since']): string | null => {
  const date = since instanceof Date ? since : since ? new Date(since) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

/**
 * Whether a name is a release as the publishing tools name them (`<package version>-<10 hex of the
 * build's hash>`, deploy/scripts/publish.ts) of an app: only those are counted, so a client cannot
 * fill the table with other text (nor with personal data, which cannot take that shape).
 */
export const isCountedRelease = ({ app, version }: AppRelease): boolean =>
  /^[a-z][a-z0-9-]{0,39}$/.test(app) && /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/.test(version);

/**
 * Counts one page load of each release named (one beacon per page load), in the current minute's
 * row of each (migration 073: a period's counts are a sum over its minutes). One statement
 * whatever the number of releases; a release named twice in one beacon counts once.
 */
export const countLoads = async (pool: Pick<Pool, 'query'>, loaded: AppRelease[]): Promise<void> => {
  const unique = [...new Map(loaded.filter(isCountedRelease).map((release) => [keyOf(release), release])).values()];
  if (unique.length === 0) return;
  await pool.query(
    `INSERT INTO release_counts (app, release, loads)
     SELECT app, release, 1 FROM unnest($1::text[], $2::text[]) AS loaded(app, release)
     ON CONFLICT (app, release, minute) DO UPDATE SET loads = release_counts.loads + 1, last_counted_at = now()`,
    [unique.map(({ app }) => app), unique.map(({ version }) => version)],
  );
};

/** Counts one error report against the release it came from. */
export const countError = async (pool: Pick<Pool, 'query'>, { app, version }: AppRelease): Promise<void> => {
  if (!isCountedRelease({ app, version })) return;
  await pool.query(
    `INSERT INTO release_counts (app, release, errors) VALUES ($1, $2, 1)
     ON CONFLICT (app, release, minute) DO UPDATE SET errors = release_counts.errors + 1, last_counted_at = now()`,
    [app, version],
  );
};

/**
 * The counts of the releases named, by `app@release`: from the minute of each one's `since` on
 * (that minute included), else its whole history; a release never counted reads 0 and 0.
 */
export const readCounts = async (pool: Pick<Pool, 'query'>, releases: CountedRelease[]): Promise<Map<string, ReleaseCount>> => {
  const counts = new Map<string, ReleaseCount>(releases.map((release) => [keyOf(release), { loads: 0, errors: 0 }]));
  if (releases.length === 0) return counts;
  const { rows } = await pool.query<{ app: string; release: string; loads: string; errors: string }>(
    `SELECT c.app, c.release, sum(c.loads) AS loads, sum(c.errors) AS errors
       FROM release_counts c
       JOIN unnest($1::text[], $2::text[], $3::timestamptz[]) AS wanted(app, release, since) USING (app, release)
      WHERE wanted.since IS NULL OR c.minute >= date_trunc('minute', wanted.since)
      GROUP BY c.app, c.release`,
    [releases.map(({ app }) => app), releases.map(({ version }) => version), releases.map(({ since }) => sinceOf(since))],
  );
  for (const row of rows) counts.set(keyOf({ app: row.app, version: row.release }), { loads: Number(row.loads), errors: Number(row.errors) });
  return counts;
};

export const countOf = (counts: Map<string, ReleaseCount>, release: AppRelease): ReleaseCount =>
  counts.get(keyOf(release)) ?? { loads: 0, errors: 0 };
