import { createHash, randomUUID } from 'node:crypto';
import { contentTypeOf } from './uploaded-files';
import { StorageQuotaExceeded, type Db, type FileOwner, type FileStore, type NewFile } from './file-store';

const usageOf = async (db: Db, owner: FileOwner): Promise<number> => {
  const { rows } = await db.query<{ used: string }>(
    'SELECT coalesce(sum(size_bytes), 0) AS used FROM stored_files WHERE owner = $1',
    [owner],
  );
  return Number(rows[0]!.used);
};

/** Files as rows of stored_files (migration 051): content, type, size, owner, SHA-256, date. */
export const createPgFileStore = ({ quotaBytes }: { quotaBytes: number }): FileStore => ({
  quotaBytes,
  put: async (db, file: NewFile) => {
    // One owner's uploads take turns until their transaction ends: two at once cannot both fit
    // in the room only one of them has. Taken last in a transaction, it never waits on a row lock.
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('stored_files.owner'), hashtext($1))`, [file.owner]);
    const used = await usageOf(db, file.owner);
    if (used + file.bytes.length > quotaBytes) throw new StorageQuotaExceeded(file.owner, used, quotaBytes);
    const key = `${randomUUID()}.${file.extension}`;
    await db.query(
      `INSERT INTO stored_files (key, owner, content_type, size_bytes, sha256, content)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        key,
        file.owner,
        contentTypeOf(file.extension),
        file.bytes.length,
        createHash('sha256').update(file.bytes).digest('hex'),
        file.bytes,
      ],
    );
    return key;
  },
  get: async (db, key) => {
    const { rows } = await db.query<{ bytes: Buffer; contentType: string; size: number; sha256: string }>(
      `SELECT content AS bytes, content_type AS "contentType", size_bytes AS size, sha256 FROM stored_files WHERE key = $1`,
      [key],
    );
    return rows[0];
  },
  delete: async (db, keys) => {
    const present = keys.filter((key): key is string => Boolean(key));
    if (present.length) await db.query('DELETE FROM stored_files WHERE key = ANY($1::text[])', [present]);
  },
  usage: usageOf,
});
