import { link, mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lockContent, parseLockRecord, type LockMedium, type LockRecord } from './live-lock';

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The file's content and modification time, or null when it is not there (let go meanwhile). */
const look = async (file: string): Promise<{ content: Buffer; modifiedMs: number } | null> => {
  try {
    const [content, stats] = await Promise.all([readFile(file), stat(file)]);
    return { content, modifiedMs: stats.mtimeMs };
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
};

/**
 * Moves an abandoned lock aside, so the next exclusive create can succeed. A rename is atomic and
 * only one of the writers that found it abandoned moves it; the one that did checks that it moved
 * the lock it looked at, not one taken or renewed since (then it puts it back).
 */
const takeOver = async (file: string, seen: Buffer, staleMs: number, token: string): Promise<void> => {
  const aside = `${file}.${token}.abandoned`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  const moved = await look(aside);
  if (moved && (!moved.content.equals(seen) || Date.now() - moved.modifiedMs <= staleMs)) {
    // Back in place, unless yet another writer created one meanwhile (link never overwrites).
    await link(aside, file).catch(() => undefined);
  }
  await rm(aside, { force: true });
};

/**
 * The lock of a web root on disk: a file created exclusively (`wx`: of writers creating it at the
 * same time exactly one succeeds, on one machine or on a volume several containers mount), renewed
 * by touching it (its modification time), deleted when let go. One that has not been touched for
 * `staleMs` belonged to a writer that died: it is moved aside and the create tried again.
 */
export const fileLock = (file: string): LockMedium => ({
  where: file,

  async tryTake(record: LockRecord, { staleMs }) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, lockContent(record), { flag: 'wx' });
        return { taken: true };
      } catch (error) {
        if (codeOf(error) !== 'EEXIST') throw error;
      }
      const seen = await look(file);
      if (!seen) continue;
      const holder = parseLockRecord(seen.content);
      if (Date.now() - seen.modifiedMs <= staleMs) return { taken: false, holder };
      await takeOver(file, seen.content, staleMs, record.token);
    }
    return { taken: false, holder: null };
  },

  async renew(record: LockRecord) {
    if (parseLockRecord(await readFile(file).catch(() => null))?.token !== record.token) return;
    const now = new Date();
    await utimes(file, now, now);
  },

  async release(record: LockRecord) {
    if (parseLockRecord(await readFile(file).catch(() => null))?.token !== record.token) return;
    await rm(file, { force: true });
  },
});
