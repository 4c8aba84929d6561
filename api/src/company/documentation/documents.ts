import type pg from 'pg';
import {
  DocumentationCodes,
  Status,
  companyDocumentMaxBytes,
  companyDocumentTypeNames,
  companyDocumentTypeOf,
  companyDocumentTypes,
  type AddCompanyDocumentInput,
  type CompanyDocument,
  type DocumentReviewState,
  type DocumentationRule,
  type Language,
  type ProgrammeDocuments,
  type ProvidedDocumentType,
} from '@portal/contracts';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { StorageQuotaExceeded, companyOwner, type FileStore } from '../../platform/storage/file-store';
import type { CompanyCaller } from '../common/caller';
import { checkUpload, uploadRefusalStatus } from '../../platform/storage/uploaded-files';

interface DocumentRow {
  id: number;
  typeId: number;
  name: string;
  url: string | null;
  extension: string | null;
  size: number | null;
  uploadedAt: Date;
  annexId: number | null;
  programmeId: number | null;
  uploadedBy: string | null;
  review: DocumentReviewState;
  reviewReason: string | null;
}

const documentColumns = `d.id, d.document_type_id AS "typeId", d.name, d.url, d.extension, d.size_bytes AS size,
  d.uploaded_at AS "uploadedAt", d.annex_id AS "annexId", d.programme_id AS "programmeId", u.display_name AS "uploadedBy",
  coalesce(d.review_state, 'pendiente') AS review, d.review_reason AS "reviewReason"`;
const documentSource = 'company_documents d LEFT JOIN users u ON u.id = d.uploaded_by';

const typeName = (typeId: number, language: Language) => {
  const type = companyDocumentTypeOf(typeId);
  return type ? companyDocumentTypeNames[language][type.clave] : '';
};

const toDocument = (row: DocumentRow, language: Language): CompanyDocument => ({
  id: row.id,
  idTipoDocumento: row.typeId,
  tipo: typeName(row.typeId, language),
  nombre: row.name,
  enlace: row.url,
  extension: row.extension,
  tamano: row.size,
  fecha: row.uploadedAt.toISOString(),
  idAnexo: row.annexId,
  idPrograma: row.programmeId,
  subidoPor: row.uploadedBy,
  revision: row.review,
  motivoDevolucion: row.reviewReason,
});

/** dameDocumentosPracticas: the company's documents, newest first. */
export const listCompanyDocuments = async (pool: Pool, companyId: number, language: Language) => {
  const { rows } = await pool.query<DocumentRow>(
    `SELECT ${documentColumns} FROM ${documentSource} WHERE d.company_id = $1 ORDER BY d.uploaded_at DESC, d.id DESC`,
    [companyId],
  );
  return rows.map((row) => toDocument(row, language));
};

/** documentosAportados: each document type with its rules and how many the company provided. */
export const providedDocumentTypes = async (
  pool: Pool,
  companyId: number,
  language: Language,
): Promise<ProvidedDocumentType[]> => {
  const { rows } = await pool.query<{ typeId: number; count: number; last: Date }>(
    `SELECT document_type_id AS "typeId", count(*)::integer AS count, max(uploaded_at) AS last
       FROM company_documents WHERE company_id = $1 GROUP BY document_type_id`,
    [companyId],
  );
  return companyDocumentTypes.map((type) => {
    const provided = rows.find((row) => row.typeId === type.id);
    return {
      idTipoDocumento: type.id,
      clave: type.clave,
      descripcion: companyDocumentTypeNames[language][type.clave],
      extensiones: [...type.extensiones],
      admiteEnlace: type.admiteEnlace,
      unico: type.unico,
      requiere: type.requiere,
      numDocumentos: provided?.count ?? 0,
      ultimaFecha: provided ? provided.last.toISOString() : null,
    };
  });
};

/**
 * dameDocumentosPracticasPorPrograma: the programmes the company takes part in (one of its users
 * asked to adhere, or it has documents of it) with the company's documents of each.
 */
export const programmeDocuments = async (
  pool: Pool,
  companyId: number,
  language: Language,
): Promise<ProgrammeDocuments[]> => {
  const programmes = await pool.query<{ id: number; title: string }>(
    `SELECT p.id, p.title FROM internship_programmes p
      WHERE EXISTS (SELECT 1 FROM programme_adhesions a JOIN company_users cu ON cu.user_id = a.user_id
                     WHERE a.programme_id = p.id AND cu.company_id = $1)
         OR EXISTS (SELECT 1 FROM company_documents d WHERE d.programme_id = p.id AND d.company_id = $1)
      ORDER BY p.title, p.id`,
    [companyId],
  );
  const documents = await pool.query<DocumentRow>(
    `SELECT ${documentColumns} FROM ${documentSource}
      WHERE d.company_id = $1 AND d.programme_id IS NOT NULL ORDER BY d.uploaded_at DESC, d.id DESC`,
    [companyId],
  );
  return programmes.rows.map((programme) => ({
    idPrograma: programme.id,
    titulo: programme.title,
    documentos: documents.rows.filter((row) => row.programmeId === programme.id).map((row) => toDocument(row, language)),
  }));
};

/** What adddoc answers: the saved document, a refusal of the catalogue, or refused fields. */
export type AddDocumentOutcome =
  | { ok: true; value: { aviso: number; documento: CompanyDocument } }
  | { ok: false; status: number }
  | { ok: false; status: typeof Status.missingMandatoryData; fields: { campo: string; regla: DocumentationRule }[] };

class Refused extends Error {
  constructor(readonly outcome: Exclude<AddDocumentOutcome, { ok: true }>) {
    super('refused');
  }
}
const refuse = (status: number): never => {
  throw new Refused({ ok: false, status });
};
const refuseField = (campo: string, regla: DocumentationRule): never => {
  throw new Refused({ ok: false, status: Status.missingMandatoryData, fields: [{ campo, regla }] });
};

/** The file of an upload checked against its type: 46 for an extension or content not allowed, 150 a bomb, 2 MB. */
const checkFile = async (input: AddCompanyDocumentInput, extensions: readonly string[]) => {
  const verdict = await checkUpload(input.ficheroB64ParaAltas!, input.extension_adjunto!, {
    extensions,
    maxBytes: companyDocumentMaxBytes,
  });
  if (verdict.ok) return verdict;
  const status = uploadRefusalStatus(verdict.reason);
  if (status !== undefined) return refuse(status);
  return refuseField('ficheroB64ParaAltas', verdict.reason === 'size' ? 'fileSize' : 'invalid');
};

/**
 * adddoc: a document of the caller's company. The file (when it is one) is checked by size,
 * extension and content, stored, and recorded in one transaction with the company locked, so two
 * uploads at once see each other; a refusal or a failure leaves neither row nor file.
 * - 56 when the same file or link is already among the company's documents, when a one-per-company
 *   type (the insurance policy) is already there, or when the annex already has its signed copy;
 * - 3 for an annex of an internship that is not the company's; 400 for a programme that is not open;
 * - 618 document saved, 513 for a signed copy attached to an annex.
 */
export const addCompanyDocument = async (
  pool: Pool,
  files: FileStore,
  caller: CompanyCaller,
  input: AddCompanyDocumentInput,
  language: Language,
): Promise<AddDocumentOutcome> => {
  const type = companyDocumentTypeOf(input.idTipoDocumento)!;
  try {
    const file = input.ficheroB64ParaAltas ? await checkFile(input, type.extensiones) : null;
    const row = await inTransaction(pool, async (db) => {
      await db.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [caller.companyId]);
      const annexId = type.requiere === 'idAnexo' ? await ownAnnex(db, caller.companyId, input.idAnexo!) : null;
      const programmeId = type.requiere === 'idPrograma' ? await openProgramme(db, input.idPrograma!) : null;
      // Uploading again what the careers office returned replaces it: the same file or link, a
      // document of the same type and name, the one-per-company policy, the annex's signed copy.
      const replaced = await db.query<{ stored: string | null }>(
        `DELETE FROM company_documents
          WHERE company_id = $1 AND review_state = 'devuelto'
            AND (content_sha256 = $2 OR url = $3 OR (document_type_id = $4 AND ($5::boolean OR name = $7)) OR annex_id = $6)
          RETURNING stored_name AS stored`,
        [caller.companyId, file?.sha256 ?? null, input.enlace, type.id, type.unico && type.requiere === null, annexId, input.nombre],
      );
      await files.delete(db, replaced.rows.map((row) => row.stored));
      const duplicate = await db.query(
        `SELECT 1 FROM company_documents
          WHERE company_id = $1
            AND (content_sha256 = $2 OR url = $3
                 OR (document_type_id = $4 AND $5::boolean)
                 OR annex_id = $6)`,
        // One per company: a unique type that belongs to nothing else (a signed annex is one per annex).
        [caller.companyId, file?.sha256 ?? null, input.enlace, type.id, type.unico && type.requiere === null, annexId],
      );
      if (duplicate.rowCount) refuse(Status.documentAlreadyUploaded);
      const storedName = file
        ? await files.put(db, { bytes: file.bytes, extension: file.extension, owner: companyOwner(caller.companyId) })
        : null;
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO company_documents (company_id, document_type_id, name, url, stored_name, extension, size_bytes,
                                        content_sha256, annex_id, programme_id, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          caller.companyId,
          type.id,
          input.nombre,
          file ? null : input.enlace,
          storedName,
          file?.extension ?? null,
          file?.bytes.length ?? null,
          file?.sha256 ?? null,
          annexId,
          programmeId,
          caller.userId,
        ],
      );
      const saved = await db.query<DocumentRow>(`SELECT ${documentColumns} FROM ${documentSource} WHERE d.id = $1`, [
        rows[0]!.id,
      ]);
      return saved.rows[0]!;
    });
    return {
      ok: true,
      value: {
        aviso: row.annexId !== null ? DocumentationCodes.documentsAttached : DocumentationCodes.documentSaved,
        documento: toDocument(row, language),
      },
    };
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    if (error instanceof StorageQuotaExceeded) return { ok: false, status: Status.storageQuotaFull };
    // Two uploads of a one-per-company document at the same moment: the index refuses the second.
    if ((error as { code?: string }).code === '23505') return { ok: false, status: Status.documentAlreadyUploaded };
    throw error;
  }
};

/** An issued annex of one of the company's internships (3 for anyone else's or a draft, as for any record not the caller's). */
const ownAnnex = async (db: pg.PoolClient, companyId: number, annexId: number): Promise<number> => {
  const { rows } = await db.query<{ id: number }>(
    `SELECT a.id FROM internship_annexes a JOIN student_internships i ON i.id = a.internship_id
      WHERE a.id = $1 AND i.company_id = $2 AND a.issued_at IS NOT NULL`,
    [annexId, companyId],
  );
  return rows[0]?.id ?? refuse(Status.accessDenied);
};

/** A programme open now. */
const openProgramme = async (db: pg.PoolClient, programmeId: number): Promise<number> => {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM internship_programmes WHERE id = $1 AND active', [
    programmeId,
  ]);
  return rows[0]?.id ?? refuseField('idPrograma', 'programmeRequired');
};

/** deldoc {id}: one of the company's documents with its file, together (false: not the company's). */
export const deleteCompanyDocument = (pool: Pool, files: FileStore, companyId: number, id: number): Promise<boolean> =>
  inTransaction(pool, async (db) => {
    const { rows } = await db.query<{ stored: string | null }>(
      'DELETE FROM company_documents WHERE id = $1 AND company_id = $2 RETURNING stored_name AS stored',
      [id, companyId],
    );
    if (!rows[0]) return false;
    await files.delete(db, [rows[0].stored]);
    return true;
  });

/**
 * One of the company's stored files, to download (undefined for a link or anyone else's); any
 * company's for the careers office (`companyId` null: the staff's download, office/document-routes.ts).
 */
export const findCompanyDocumentFile = async (pool: Pool, files: FileStore, companyId: number | null, id: number) => {
  const { rows } = await pool.query<{ name: string; extension: string; stored: string }>(
    `SELECT name, extension, stored_name AS stored FROM company_documents
      WHERE id = $1 AND ($2::integer IS NULL OR company_id = $2) AND stored_name IS NOT NULL`,
    [id, companyId],
  );
  const row = rows[0];
  const content = row && (await files.get(pool, row.stored));
  return row && content ? { fileName: `${row.name}.${row.extension}`, extension: row.extension, bytes: content.bytes } : undefined;
};
