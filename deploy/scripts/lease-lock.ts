import { setTimeout as sleep } from 'node:timers/promises';
import { isStale, lockContent, parseLockRecord, type LockMedium, type LockRecord } from './live-lock';
import type { ReleaseStore } from './release-store';

/**
 * The lock of an S3-compatible store: a lease object. The store the tests run against (s3rver
 * 3.7.1) ignores `If-None-Match` and `If-Match` on PUT (it honours them on GET only), so a
 * conditional create cannot be relied on; instead a writer that finds no live lease (none, or one
 * not renewed for `staleMs`) writes its own, waits `settleMs` and reads it back: it holds the lock
 * only if its own record is still there. Writers that found the lease free all looked before the
 * first of their writes landed, and each wrote within `settleMs` of looking (a slower write is not
 * trusted), so every one of their writes has landed before any of them reads back, `settleMs` after
 * its own write, and exactly one, the last written, finds itself. S3 reads after a write see that write (strong read-after-write consistency).
 */
export const leaseLock = (store: Pick<ReleaseStore, 'location' | 'read' | 'writeLive' | 'removeLive'>, file: string): LockMedium => {
  const current = async () => {
    const content = await store.read(file);
    return { present: content !== null, record: parseLockRecord(content) };
  };
  // A store's first request loads its client (the AWS SDK, close to a second): not part of the look timed below.
  let warmedUp = false;
  return {
    where: `${store.location}/${file}`,

    async tryTake(record: LockRecord, { staleMs, settleMs }) {
      if (!warmedUp) {
        await store.read(file);
        warmedUp = true;
      }
      const looked = Date.now();
      const before = await current();
      // Unreadable: being written by another writer right now.
      if (before.present && !before.record) return { taken: false, holder: null };
      // Live, or this writer's own write that was too slow to trust: it has to go stale first.
      if (before.record && !isStale(before.record, staleMs)) return { taken: false, holder: before.record };
      await store.writeLive(file, lockContent(record));
      if (Date.now() - looked >= settleMs) return { taken: false, holder: null };
      await sleep(settleMs);
      const after = await current();
      return after.record?.token === record.token ? { taken: true } : { taken: false, holder: after.record };
    },

    async renew(record: LockRecord) {
      if ((await current()).record?.token !== record.token) return;
      await store.writeLive(file, lockContent(record));
    },

    async release(record: LockRecord) {
      if ((await current()).record?.token !== record.token) return;
      await store.removeLive(file);
    },
  };
};
