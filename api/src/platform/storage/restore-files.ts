import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { contentTypeOf } from './uploaded-files';
import type { Db } from './file-store';

/**
 * Writes a file the rows already name (the demo seed's files, the files of a DATA_DIR of an
 * earlier version) under that key, with the owner the rows give it; nothing when no row names it
 * or it is there already. No quota: these files were accepted before.
 */
export const restoreNamedFile = async (db: Db, key: string, bytes: Buffer): Promise<boolean> => {
  const { rowCount } = await db.query(
    `INSERT INTO stored_files (key, owner, content_type, size_bytes, sha256, content)
     SELECT $1, min(owner), $2, $3, $4, $5 FROM stored_file_references WHERE key = $1 HAVING count(*) > 0
     ON CONFLICT (key) DO NOTHING`,
    [
      key,
      contentTypeOf(path.extname(key).slice(1).toLowerCase()),
      bytes.length,
      createHash('sha256').update(bytes).digest('hex'),
      bytes,
    ],
  );
  return rowCount === 1;
};

/** The demo seed's files, written in the seed's transaction with the rows that name them. */
export const storeSeedFiles = async (client: pg.PoolClient, files: Record<string, Buffer>): Promise<void> => {
  for (const [key, bytes] of Object.entries(files)) await restoreNamedFile(client, key, bytes);
};

/**
 * Before issue 15 uploads were kept under DATA_DIR/<folder>; a server started on such a DATA_DIR
 * moves into the store, once, every file a row names that the store lacks (a read-through fallback
 * instead would serve them only from the replica that has that disk). The files stay on disk; a
 * start without them (another replica, a DATA_DIR already moved) finds nothing to do.
 */
export const importDataDirFiles = async (pool: pg.Pool, dataDir: string, log: FastifyBaseLogger): Promise<void> => {
  const { rows } = await pool.query<{ key: string; folder: string }>(
    `SELECT r.key, r.folder FROM stored_file_references r
      WHERE NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.key = r.key)`,
  );
  let imported = 0;
  const missing: string[] = [];
  for (const { key, folder } of rows) {
    const bytes = await readFile(path.join(dataDir, folder, path.basename(key))).catch(() => undefined);
    if (bytes && (await restoreNamedFile(pool, key, bytes))) imported += 1;
    else if (!bytes) missing.push(`${folder}/${key}`);
  }
  if (imported) log.info({ imported, dataDir }, 'files of DATA_DIR moved into the database');
  if (missing.length) log.warn({ missing: missing.slice(0, 20), count: missing.length }, 'stored files named by rows but found nowhere');
};
