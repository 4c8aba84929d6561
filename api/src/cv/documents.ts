import {
  CvStatus,
  Status,
  Success,
  cvDocumentExtensions,
  cvPdfExtensions,
  profilePhotoExtensions,
  profilePhotoMaxPixels,
  type AttachmentInput,
  type CvDocument,
} from '@portal/contracts';
import type pg from 'pg';
import { inTransaction, type Pool } from '../platform/db/pool';
import { StorageQuotaExceeded, studentOwner, type FileStore } from '../platform/storage/file-store';
import { imageSize } from '../platform/storage/image-dimensions';
import { checkCvFile, type CheckedFile } from './files';
import { cvFilePaths } from './read';
import { syncStandingWithCv } from './standing';
import { refusal, type CvOutcome } from './validation';

/** Where a document is kept: the kinds of addDoc, the process documents, the social-security one. */
export type StoredDocumentKind = 'publico' | 'privado' | 'cv' | 'proceso' | 'seguridadSocial';

/** The own CV file and the social-security document are PDF; every other document any CV extension. */
const extensionsOf = (kind: StoredDocumentKind) =>
  kind === 'cv' || kind === 'seguridadSocial' ? cvPdfExtensions : cvDocumentExtensions;

/** A student has one own CV file and one social-security document: a new one replaces the old. */
const replacesPrevious = (kind: StoredDocumentKind) => kind === 'cv' || kind === 'seguridadSocial';

/** Checks the file of a document, when it has one (the schema made sure of a file or a link). */
const checkDocumentFile = async (kind: StoredDocumentKind, input: AttachmentInput) => {
  if (!input.ficheroB64ParaAltas) return { ok: true as const, file: undefined };
  if (!input.extension_adjunto) return refusal(Status.missingMandatoryData, [{ campo: 'extension_adjunto', regla: 'required' }]);
  return checkCvFile(input.ficheroB64ParaAltas, input.extension_adjunto, extensionsOf(kind), 'ficheroB64ParaAltas');
};

interface SavedDocument {
  id: number;
  uploaded_at: Date;
}

/**
 * Writes a document of the student's in the caller's transaction (the student row locked: two
 * uploads at once see each other): 56 when the same file or link is already among the documents
 * of that kind. A replaced document's file goes in the same transaction, before the new one is
 * stored, so it does not count against the quota.
 */
export const insertDocument = async (
  db: pg.PoolClient,
  files: FileStore,
  userId: number,
  kind: StoredDocumentKind,
  input: AttachmentInput,
  file: CheckedFile | undefined,
  processKey: string | null = null,
): Promise<CvOutcome<CvDocument>> => {
  await db.query('SELECT 1 FROM students WHERE user_id = $1 FOR UPDATE', [userId]);
  if (replacesPrevious(kind)) {
    const { rows } = await db.query<{ stored: string | null }>(
      'DELETE FROM student_documents WHERE user_id = $1 AND kind = $2 RETURNING stored_name AS stored',
      [userId, kind],
    );
    await files.delete(db, rows.map((row) => row.stored));
  } else {
    const duplicate = await db.query(
      `SELECT 1 FROM student_documents
        WHERE user_id = $1 AND kind = $2 AND (content_sha256 = $3 OR url = $4)
          AND ($5::text IS NULL OR process_document_key = $5)`,
      [userId, kind, file?.sha256 ?? null, input.enlace, processKey],
    );
    if (duplicate.rowCount) return refusal(Status.documentAlreadyUploaded);
  }
  const storedName = file ? await files.put(db, { ...file, owner: studentOwner(userId) }) : null;
  const { rows } = await db.query<SavedDocument>(
    `INSERT INTO student_documents (user_id, kind, name, url, stored_name, extension, size_bytes, content_sha256, process_document_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, uploaded_at`,
    [
      userId,
      kind,
      input.nombre,
      file ? null : input.enlace,
      storedName,
      file?.extension ?? null,
      file?.bytes.length ?? null,
      file?.sha256 ?? null,
      processKey,
    ],
  );
  const saved = rows[0]!;
  await syncStandingWithCv(db, userId);
  return {
    ok: true,
    value: {
      id: saved.id,
      nombre: input.nombre,
      enlace: file ? cvFilePaths.document(saved.id) : input.enlace!,
      esFichero: Boolean(file),
      extension: file?.extension ?? null,
      fecha: saved.uploaded_at.toISOString(),
    },
  };
};

/**
 * Checks a document's file and runs `write` with it in one transaction: a refusal (46, 56, a
 * field, 413 for a full quota) or a failure leaves neither row nor file.
 */
export const withDocumentFile = async <T>(
  pool: Pool,
  kind: StoredDocumentKind,
  input: AttachmentInput | null,
  write: (db: pg.PoolClient, file: CheckedFile | undefined) => Promise<CvOutcome<T>>,
): Promise<CvOutcome<T>> => {
  const checked = input ? await checkDocumentFile(kind, input) : { ok: true as const, file: undefined };
  if (!checked.ok) return checked;
  return writeWithFiles(pool, (db) => write(db, checked.file));
};

/** Runs a CV write that stores files in one transaction; a refusal rolls back what it did before refusing. */
export const writeWithFiles = async <T>(
  pool: Pool,
  write: (db: pg.PoolClient) => Promise<CvOutcome<T>>,
): Promise<CvOutcome<T>> => {
  try {
    return await inTransaction(pool, async (db) => {
      const result = await write(db);
      if (!result.ok) throw new Refused(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    if (error instanceof StorageQuotaExceeded) return refusal(Status.storageQuotaFull);
    throw error;
  }
};

class Refused extends Error {
  constructor(readonly outcome: { ok: false; status: number }) {
    super(`refused with ${outcome.status}`);
  }
}

/** addDoc / addDocumento2: 618 and the saved document, or 46, 56, 413, a refused field. */
export const addDocument = (
  pool: Pool,
  files: FileStore,
  userId: number,
  kind: StoredDocumentKind,
  input: AttachmentInput,
  processKey: string | null = null,
): Promise<CvOutcome<{ aviso: number; registro: CvDocument }>> =>
  withDocumentFile(pool, kind, input, async (db, file) => {
    const outcome = await insertDocument(db, files, userId, kind, input, file, processKey);
    if (!outcome.ok) return outcome;
    return { ok: true, value: { aviso: Success.documentSaved, registro: outcome.value } };
  });

/** delDoc {id}: one of the caller's documents with its file (3 for anyone else's). */
export const deleteDocument = async (pool: Pool, files: FileStore, userId: number, id: number): Promise<CvOutcome<true>> => {
  const deleted = await inTransaction(pool, async (db) => {
    const { rows } = await db.query<{ stored: string | null }>(
      'DELETE FROM student_documents WHERE id = $1 AND user_id = $2 RETURNING stored_name AS stored',
      [id, userId],
    );
    if (!rows[0]) return false;
    await files.delete(db, [rows[0].stored]);
    await syncStandingWithCv(db, userId);
    return true;
  });
  return deleted ? { ok: true, value: true } : refusal(Status.accessDenied);
};

/** editImagenPerfil: an image (46 otherwise) of at most 1000 px a side (526), replacing the previous photo. */
export const saveProfilePhoto = async (
  pool: Pool,
  files: FileStore,
  userId: number,
  photo: { extension: string; ficheroB64: string },
): Promise<CvOutcome<{ urlImagenPerfil: string }>> => {
  const checked = await checkCvFile(photo.ficheroB64, photo.extension, profilePhotoExtensions, 'ficheroB64');
  if (!checked.ok) return checked;
  const size = imageSize(checked.file.bytes);
  if (!size) return refusal(Status.extensionNotAllowed);
  if (size.width > profilePhotoMaxPixels || size.height > profilePhotoMaxPixels) return refusal(CvStatus.photoTooLarge);
  return writeWithFiles(pool, async (db) => {
    const { rows } = await db.query<{ previous: string | null }>(
      `SELECT cv.photo_stored_name AS previous FROM students s JOIN student_cvs cv ON cv.user_id = s.user_id
        WHERE s.user_id = $1 FOR UPDATE`,
      [userId],
    );
    if (!rows[0]) return refusal(Status.sessionLost);
    await files.delete(db, [rows[0].previous]);
    const storedName = await files.put(db, { ...checked.file, owner: studentOwner(userId) });
    await db.query(
      `UPDATE student_cvs SET photo_stored_name = $2, photo_width = $3, photo_height = $4, updated_at = now() WHERE user_id = $1`,
      [userId, storedName, size.width, size.height],
    );
    return { ok: true, value: { urlImagenPerfil: cvFilePaths.photo(storedName) } };
  });
};

export interface StoredFile {
  nombre: string;
  extension: string;
  stored: string;
}

/** One of the caller's stored files (a document, an experience's attachment, the photo), or undefined. */
export const findCvFile = async (
  pool: Pool,
  userId: number,
  what: { document: number } | { attachment: number } | 'photo',
): Promise<StoredFile | undefined> => {
  const [sql, parameters] =
    what === 'photo'
      ? [
          `SELECT 'foto' AS nombre, split_part(photo_stored_name, '.', 2) AS extension, photo_stored_name AS stored
             FROM student_cvs WHERE user_id = $1 AND photo_stored_name IS NOT NULL`,
          [userId],
        ]
      : 'document' in what
        ? [
            `SELECT name AS nombre, extension, stored_name AS stored FROM student_documents
              WHERE id = $2 AND user_id = $1 AND stored_name IS NOT NULL`,
            [userId, what.document],
          ]
        : [
            `SELECT attachment_name AS nombre, attachment_extension AS extension, attachment_stored_name AS stored
               FROM student_experiences WHERE id = $2 AND user_id = $1 AND attachment_stored_name IS NOT NULL`,
            [userId, what.attachment],
          ];
  const { rows } = await pool.query<StoredFile>(sql, parameters);
  return rows[0];
};
