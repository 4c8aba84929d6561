import {
  Status,
  Success,
  internshipFileExtensions,
  internshipFileMaxBytes,
  isPdfOnlyInternshipDocument,
  type InternshipDocument,
  type StudentInternship,
  type StudentInternshipAnnex,
} from '@portal/contracts';
import { inTransaction, type Pool } from '../platform/db/pool';
import { StorageQuotaExceeded, studentOwner, type FileStore } from '../platform/storage/file-store';
import type { Outcome } from '../platform/http/outcome';
import { checkUpload, uploadRefusalStatus } from '../platform/storage/uploaded-files';
import { readSourceData } from '../reference-data/source-data';
import { readBrand } from '../brand/brand';

interface InternshipRow {
  idPractica: number;
  titulo: string;
  empresa: string;
  fechaInicio: Date;
  fechaFin: Date;
  estado: StudentInternship['estado'];
  tutor: string | null;
}

const dateOnly = (value: Date) => value.toISOString().slice(0, 10);

/** `damePracticasAlumno`: the caller's internships, latest first, each with its documents. */
export const listInternships = async (pool: Pool, studentId: number): Promise<StudentInternship[]> => {
  const internships = await pool.query<InternshipRow>(
    `SELECT id AS "idPractica", title AS titulo, company_name AS empresa, starts_on AS "fechaInicio",
            ends_on AS "fechaFin", state AS estado, tutor_name AS tutor
       FROM student_internships WHERE student_id = $1 ORDER BY starts_on DESC, id DESC`,
    [studentId],
  );
  const documents = await pool.query<InternshipDocument & { idPractica: number; fecha: Date }>(
    `SELECT d.internship_id AS "idPractica", d.id AS "idDocumento", d.kind AS tipo, d.document_type_id AS "idTipoDocumento",
            d.original_name AS nombre, d.extension, d.size_bytes AS tamano, d.uploaded_at AS fecha
       FROM internship_documents d JOIN student_internships i ON i.id = d.internship_id
      WHERE i.student_id = $1 ORDER BY d.uploaded_at, d.id`,
    [studentId],
  );
  // Drafts stay with the office until it issues them, as the company sees them.
  const annexes = await pool.query<StudentInternshipAnnex & { idPractica: number; issuedOn: Date }>(
    `SELECT a.internship_id AS "idPractica", a.id AS "idAnexo", a.kind AS tipo, a.issued_on AS "issuedOn"
       FROM internship_annexes a JOIN student_internships i ON i.id = a.internship_id
      WHERE i.student_id = $1 AND a.issued_at IS NOT NULL ORDER BY a.issued_on, a.id`,
    [studentId],
  );
  return internships.rows.map((row) => ({
    ...row,
    fechaInicio: dateOnly(row.fechaInicio),
    fechaFin: dateOnly(row.fechaFin),
    anexos: annexes.rows
      .filter((annex) => annex.idPractica === row.idPractica)
      .map(({ idAnexo, tipo, issuedOn }) => ({ idAnexo, tipo, fecha: dateOnly(issuedOn) })),
    documentos: documents.rows
      .filter((document) => document.idPractica === row.idPractica)
      .map(({ idPractica: _internship, fecha, ...document }) => ({
        ...document,
        fecha: fecha.toISOString(),
      })),
  }));
};

/**
 * The types of the internship-document domain (tiposDocumentoPracticasAlumno) that have a call of
 * their own, never addDocumentoPractica: the resignation (addFicheroRenunciaSet) and the
 * vocational-training follow-up (editDocumentoSeguimientoCF).
 */
const typesWithTheirOwnCall = new Set([6, 7]);

let documentTypes: Set<number> | undefined;
/**
 * The document types a student may hand in with addDocumentoPractica for any of their internships:
 * every type of the domain (api/data) but those with their own call. The spec sets no narrower
 * list per internship (its kind or state); one would go here.
 */
export const studentDocumentTypes = (): Set<number> =>
  (documentTypes ??= new Set(
    readSourceData()
      .lists.tiposDocumentoPracticasAlumno.map(([id]) => id)
      .filter((id) => !typesWithTheirOwnCall.has(id)),
  ));

export interface InternshipUpload {
  idPractica: number;
  nombre: string;
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  kind: InternshipDocument['tipo'];
  idTipoDocumento?: number;
}

/**
 * Adds a file to one of the caller's internships (618). Another student's internship is refused
 * (3), a document type the internship does not take is invalid input (15, idTipoDocumento), a
 * disallowed extension or content that is not what the extension says too (46), a file too large
 * or not base64 is invalid input (15, ficheroB64ParaAltas). The follow-up document (seguimiento) is one per
 * internship: a new one replaces the old. The row and the file are written together or not at all.
 */
export const addInternshipFile = async (
  pool: Pool,
  files: FileStore,
  studentId: number,
  upload: InternshipUpload,
): Promise<
  Outcome<{ codigo: number; idDocumento: number }> | { ok: false; invalidField: 'ficheroB64ParaAltas' | 'idTipoDocumento' }
> => {
  const owned = await pool.query('SELECT 1 FROM student_internships WHERE id = $1 AND student_id = $2', [
    upload.idPractica,
    studentId,
  ]);
  if (!owned.rowCount) return { ok: false, refusal: { status: Status.accessDenied } };
  if (upload.idTipoDocumento !== undefined && !studentDocumentTypes().has(upload.idTipoDocumento))
    return { ok: false, invalidField: 'idTipoDocumento' };
  // The brand may take some documents only as PDF (spec 000 §5): any other type is refused as a type not allowed.
  const pdfOnly = isPdfOnlyInternshipDocument(await readBrand(pool), upload.kind);
  const verdict = await checkUpload(upload.ficheroB64ParaAltas, upload.extension_adjunto, {
    extensions: pdfOnly ? ['pdf'] : internshipFileExtensions,
    maxBytes: internshipFileMaxBytes,
  });
  if (!verdict.ok) {
    const status = uploadRefusalStatus(verdict.reason);
    return status !== undefined ? { ok: false, refusal: { status } } : { ok: false, invalidField: 'ficheroB64ParaAltas' };
  }
  try {
    const id = await inTransaction(pool, async (db) => {
      // The student, then the internship: two follow-up uploads at once leave exactly one, and the
      // student's uploads take turns as everywhere else.
      await db.query('SELECT 1 FROM students WHERE user_id = $1 FOR UPDATE', [studentId]);
      await db.query('SELECT 1 FROM student_internships WHERE id = $1 FOR UPDATE', [upload.idPractica]);
      if (upload.kind === 'seguimiento') {
        const old = await db.query<{ stored: string }>(
          `DELETE FROM internship_documents WHERE internship_id = $1 AND kind = 'seguimiento' RETURNING stored_name AS stored`,
          [upload.idPractica],
        );
        await files.delete(db, old.rows.map((row) => row.stored));
      }
      const storedName = await files.put(db, { bytes: verdict.bytes, extension: verdict.extension, owner: studentOwner(studentId) });
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO internship_documents (internship_id, kind, document_type_id, original_name, extension, stored_name, size_bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          upload.idPractica,
          upload.kind,
          upload.idTipoDocumento ?? null,
          upload.nombre,
          verdict.extension,
          storedName,
          verdict.bytes.length,
        ],
      );
      return rows[0]!.id;
    });
    return { ok: true, value: { codigo: Success.documentSaved, idDocumento: id } };
  } catch (error) {
    if (error instanceof StorageQuotaExceeded) return { ok: false, refusal: { status: Status.storageQuotaFull } };
    throw error;
  }
};

/** One of the caller's documents, to download; another student's is not found. */
export const findInternshipDocument = async (pool: Pool, studentId: number, documentId: number) => {
  const { rows } = await pool.query<{ nombre: string; extension: string; stored: string }>(
    `SELECT d.original_name AS nombre, d.extension, d.stored_name AS stored
       FROM internship_documents d JOIN student_internships i ON i.id = d.internship_id
      WHERE d.id = $1 AND i.student_id = $2`,
    [documentId, studentId],
  );
  return rows[0];
};

/**
 * `documentacionDeProcesosSolicitada`: for each open application, the documents its offer asks for
 * that the student has not provided yet. With `offerSlug`, also that offer's, before applying: an
 * application refused with 11 (documents missing) sends the student here to upload them.
 */
export const requestedProcessDocuments = async (pool: Pool, studentId: number, offerSlug?: string) => {
  const { rows } = await pool.query<{ urlOferta: string; titulo: string; documentos: string[] }>(
    `SELECT o.access_slug AS "urlOferta", o.title AS titulo,
            ARRAY(SELECT unnest(o.required_documents)
                  EXCEPT SELECT unnest(coalesce(st.provided_documents, '{}'))) AS documentos
       FROM offers o LEFT JOIN student_standing st ON st.user_id = $1
      WHERE cardinality(o.required_documents) > 0
        AND (o.id IN (SELECT ca.offer_id FROM candidacies ca WHERE ca.student_id = $1)
             OR (o.access_slug = $2 AND o.closed_at IS NULL))
      ORDER BY o.access_slug = $2 DESC,
               (SELECT max(ca.applied_at) FROM candidacies ca WHERE ca.offer_id = o.id AND ca.student_id = $1) DESC NULLS LAST`,
    [studentId, offerSlug ?? null],
  );
  return rows
    .filter((row) => row.documentos.length > 0)
    .map((row) => ({ ...row, documentos: [...row.documentos].sort() }));
};
