import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One writer at a time on a store's live files (issue 25): `remotes.json`, `shell.json`, the
 * site's page that carries a copy of the live remotes and the retirement records are each read,
 * changed and written whole, so two writers at once (a canary publish of mf-cv and the server's
 * withdrawal of an mf-offers canary) would each write back what they read and lose the other's
 * change. Every writer (publish:remote, publish:shell, rollback, promote, withdraw, collect and
 * the API's judge) runs its change inside `withLiveLock`.
 *
 * The lock is kept where the live files are, so every writer of the store sees it, whichever
 * machine it runs on: a lock file in the web root (file-lock.ts), a lease object in an S3 store
 * (lease-lock.ts). Its holder renews it while working; a lock not renewed for `staleMs` (its
 * holder died) is taken over. A writer that does not get it within `waitMs` fails, naming the
 * holder, before it has changed anything.
 */

/** What a lock holds: who, since when and last renewed (ISO dates), and a token only its holder knows. */
export interface LockRecord {
  token: string;
  holder: string;
  since: string;
  renewed: string;
}

export interface LockTiming {
  /** How long a writer waits for the lock before it gives up. */
  waitMs: number;
  /** A lock not renewed for this long is abandoned: taken over. Its holder renews it every third of it. */
  staleMs: number;
  /** Between two attempts (plus up to as much again at random, so waiting writers do not move in step). */
  retryMs: number;
  /**
   * A store without an exclusive create (lease-lock.ts): how long a writer waits after writing the
   * lock before it reads it back to see whether it kept it; a write that took longer (from the look
   * before it) is not trusted.
   */
  settleMs: number;
}

/** How a store keeps its lock (file-lock.ts, lease-lock.ts). */
export interface LockMedium {
  /** Where the lock is, for messages. */
  readonly where: string;
  /** One attempt: taken, or the record of who holds it (null while it cannot be read whole). */
  tryTake(record: LockRecord, timing: LockTiming): Promise<{ taken: true } | { taken: false; holder: LockRecord | null }>;
  /** Marks the lock as still in use (the holder is alive). */
  renew(record: LockRecord): Promise<void>;
  /** Lets the lock go, if it is still this record's. */
  release(record: LockRecord): Promise<void>;
}

/** A writer that did not get the lock in time; it changed nothing. */
export class LiveLockTimeoutError extends Error {
  override name = 'LiveLockTimeoutError';
}

const seconds = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value * 1000 : fallback * 1000;
};

/**
 * RELEASE_LOCK_WAIT_SECONDS (default 120: a publish holds the lock while it uploads its release),
 * RELEASE_LOCK_STALE_SECONDS (default 15: renewed every 5 s) and RELEASE_LOCK_SETTLE_SECONDS
 * (default 0.5: a store's round trip is far shorter).
 */
export const lockTiming = (env: NodeJS.ProcessEnv = process.env): LockTiming => ({
  waitMs: seconds(env, 'RELEASE_LOCK_WAIT_SECONDS', 120),
  staleMs: seconds(env, 'RELEASE_LOCK_STALE_SECONDS', 15),
  retryMs: 100,
  settleMs: seconds(env, 'RELEASE_LOCK_SETTLE_SECONDS', 0.5),
});

/** Whether a record was last renewed longer than `staleMs` ago. */
export const isStale = (record: Pick<LockRecord, 'renewed'>, staleMs: number, now = Date.now()) =>
  !(now - Date.parse(record.renewed) <= staleMs);

export const lockContent = (record: LockRecord) => Buffer.from(`${JSON.stringify(record)}\n`);

/** A lock's content, or null when it is not a whole record (being written, or damaged). */
export const parseLockRecord = (content: Buffer | string | null): LockRecord | null => {
  if (content === null) return null;
  try {
    const record = JSON.parse(content.toString()) as Partial<LockRecord>;
    return typeof record.token === 'string' && typeof record.renewed === 'string' ? (record as LockRecord) : null;
  } catch {
    return null;
  }
};

const describeHolder = (holder: LockRecord | null) =>
  holder ? `${holder.holder}, since ${holder.since}, last renewed ${holder.renewed}` : 'a writer whose lock could not be read';

/**
 * Runs `change` while holding the lock of the live files in `medium`; `holder` says who, for a
 * writer that has to wait (`publish:remote mf-cv`, `canary judge`). The lock is let go however
 * `change` ends.
 */
export const withLiveLock = async <T>(
  medium: LockMedium,
  holder: string,
  change: () => Promise<T>,
  timing: LockTiming = lockTiming(),
): Promise<T> => {
  const now = new Date().toISOString();
  const record: LockRecord = { token: randomUUID(), holder, since: now, renewed: now };
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const attempt = await medium.tryTake(record, timing);
    if (attempt.taken) break;
    if (Date.now() + timing.retryMs > deadline) {
      throw new LiveLockTimeoutError(
        `The live files are locked by another release command (${describeHolder(attempt.holder)}) ` +
          `and were not let go within ${Math.round(timing.waitMs / 1000)} s: nothing was changed. ` +
          `Try again when it has finished; a lock its holder stops renewing is taken over after ${Math.round(timing.staleMs / 1000)} s (${medium.where}).`,
      );
    }
    await sleep(timing.retryMs * (1 + Math.random()));
  }
  let renewing = Promise.resolve();
  const heartbeat = setInterval(() => {
    record.renewed = new Date().toISOString();
    // A renewal that fails is tried again at the next beat; the lock goes stale only after several.
    renewing = renewing.then(() => medium.renew(record)).catch(() => undefined);
  }, timing.staleMs / 3);
  heartbeat.unref();
  try {
    return await change();
  } finally {
    clearInterval(heartbeat);
    // Not let go while a renewal is under way, which would write the lock back.
    await renewing;
    // A lock that cannot be let go now goes stale and is taken over: the change is done either way.
    await medium.release(record).catch(() => undefined);
  }
};
