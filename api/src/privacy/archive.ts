import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8, type ZipInputFile } from 'fflate';
import type { Language } from '@portal/contracts';
import type pg from 'pg';
import type { Pool } from '../platform/db/pool';
import type { FileStore } from '../platform/storage/file-store';
import { archiveIndexHtml } from './archive-index';
import { personRows, storedNameColumn, type PersonTable } from './person-rows';

/** Columns that are secrets of the portal, not data about the person: never exported. */
const secretColumn = /(password|token|code_hash|secret)/;

/** Columns that give a stored file the name its owner knows it by, best first. */
const nameColumns = ['original_name', 'attachment_name', 'name'];

/** Letters, digits and a few signs: a name safe in any archive tool and file system. */
const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[._ ]+/, '')
    .slice(0, 80) || 'fichero';

interface ArchiveFile {
  key: string;
  path: string;
}

/**
 * The person's rows as the archive shows them: secrets out, and each stored file's internal key
 * replaced by the file's path inside the archive, where its bytes are.
 */
const archiveContents = (tables: PersonTable[]) => {
  const files: ArchiveFile[] = [];
  const pathOf = new Map<string, string>();
  const data: Record<string, Record<string, unknown>[]> = {};
  for (const { table, rows } of tables) {
    data[table] = rows.map((row) => {
      const shown: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(row)) {
        if (secretColumn.test(column)) continue;
        if (storedNameColumn.test(column) && typeof value === 'string') {
          let path = pathOf.get(value);
          if (!path) {
            const extension = value.includes('.') ? value.slice(value.lastIndexOf('.') + 1) : 'bin';
            const label = nameColumns.map((name) => row[name]).find((name) => typeof name === 'string') as string | undefined;
            const base = safeName((label ?? column).replace(new RegExp(`\\.${extension}$`, 'i'), ''));
            path = `ficheros/${table}/${base}-${value.slice(0, 8)}.${extension}`;
            pathOf.set(value, path);
            files.push({ key: value, path });
          }
          shown[column] = path;
        } else {
          shown[column] = Buffer.isBuffer(value) ? value.toString('base64') : value;
        }
      }
      return shown;
    });
  }
  return { data, files };
};

/** Waits until the reader has taken what was written; false when it went away. */
const roomIn = async (out: PassThrough): Promise<boolean> => {
  if (out.destroyed) return false;
  if (!out.writableNeedDrain) return true;
  await Promise.race([once(out, 'drain'), once(out, 'close')]).catch(() => undefined);
  return !out.destroyed;
};

/**
 * "Request all data" (GDPR arts. 15 and 20) as one zip archive: every row the portal holds about
 * the student (person-rows.ts: directly, or through a candidacy, a survey response or an
 * internship), one JSON file per table under `datos/`, every file those rows name under
 * `ficheros/` byte for byte (documents, photo, attachments, internship documents, the signed
 * annexes of their internships), and `index.html` to read it all. Read in one snapshot
 * (repeatable read), so the archive is consistent even while the student edits. The archive is
 * streamed: files leave one at a time as the client reads, so memory holds one file, not all.
 * Undefined when the caller is not a student (any more).
 */
export const personalDataArchive = async (
  { pool, files }: { pool: Pool; files: FileStore },
  userId: number,
  language: Language,
): Promise<Readable | undefined> => {
  const client = await pool.connect();
  let streaming = false;
  const finish = async (db: pg.PoolClient) => {
    await db.query('ROLLBACK').catch(() => undefined);
    db.release();
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await personRows(client, userId);
    if (!tables.some((table) => table.table === 'students')) return undefined;
    const { data, files: listed } = archiveContents(tables);
    const generated = new Date();
    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) out.destroy(error);
      else {
        out.write(chunk);
        if (final) out.end();
      }
    });
    const add = (entry: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void }, bytes: Uint8Array) => {
      entry.mtime = generated;
      zip.add(entry);
      entry.push(bytes, true);
    };
    const text = (name: string, content: string) => add(new ZipDeflate(name, { level: 6 }), strToU8(content));

    text('index.html', archiveIndexHtml({ generated: generated.toISOString(), tables: data, files: listed.map((file) => file.path) }, language));
    for (const [table, rows] of Object.entries(data)) text(`datos/${table}.json`, JSON.stringify(rows, null, 2));

    streaming = true;
    void (async () => {
      try {
        for (const file of listed) {
          if (!(await roomIn(out))) return;
          const content = await files.get(client, file.key);
          // Documents, images and Office files are compressed already: stored as they are.
          if (content) add(new ZipPassThrough(file.path), content.bytes);
        }
        zip.end();
      } catch (error) {
        out.destroy(error as Error);
      } finally {
        await finish(client);
      }
    })();
    return out;
  } finally {
    if (!streaming) await finish(client);
  }
};
