import {
  CompanyContactType,
  Status,
  agreementFileRules,
  type AgreementRequestInput,
  type AgreementFileKind,
  type AgreementStatus,
  type CompanyAgreement,
  type Language,
} from '@portal/contracts';
import type pg from 'pg';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { saveCompanyAddress } from '../data/address';
import { findCompanyContact } from '../contacts/contacts';
import { addressErrors } from '../../cv/address';
import { companyAddressLine, renderAgreementPdf, type AgreementDocument } from './agreement-document';
import type { Outcome, Refusal } from '../../platform/http/outcome';
import { StorageQuotaExceeded, companyOwner, type FileStore } from '../../platform/storage/file-store';
import { checkUpload, uploadRefusalStatus } from '../../platform/storage/uploaded-files';

type Db = Pool | pg.PoolClient;
type StoredStatus = Exclude<AgreementStatus, 'caducado'>;

/**
 * The agreement's state machine, the one place that says who moves an agreement from where to
 * where (spec 001 §3 statuses; the actors are ours, the spec does not show them):
 * - the company uploads its signed copy of a generated agreement, or again of one marked wrong;
 * - the careers office marks a signed (or already sent) agreement wrong, with the reason;
 * - the careers office sends a signed agreement to the secretariat, which formalises it;
 * - a formalised agreement expires by itself on its date (read, never stored: see effectiveStatus).
 */
export const agreementTransitions = {
  subirFirmado: { actor: 'empresa', from: ['generado', 'erroneo'], to: 'firmadoEmpresa' },
  marcarErroneo: { actor: 'orientacion', from: ['firmadoEmpresa', 'enviadoSecretaria'], to: 'erroneo' },
  enviarSecretaria: { actor: 'orientacion', from: ['firmadoEmpresa'], to: 'enviadoSecretaria' },
  formalizar: { actor: 'orientacion', from: ['enviadoSecretaria'], to: 'formalizado' },
} as const satisfies Record<string, { actor: 'empresa' | 'orientacion'; from: readonly StoredStatus[]; to: StoredStatus }>;
export type AgreementAction = keyof typeof agreementTransitions;

/** SQL of the status a reader sees: a formalised agreement past its expiry date is expired. */
export const effectiveStatus = (alias: string) =>
  `CASE WHEN ${alias}.status = 'formalizado' AND ${alias}.expires_on < current_date THEN 'caducado' ELSE ${alias}.status END`;

/**
 * An active agreement: formalised and not expired (spec 001 §6: needed to process internship
 * proposals, 544 otherwise).
 */
export const hasActiveAgreement = async (db: Db, companyId: number): Promise<boolean> => {
  const { rowCount } = await db.query(
    `SELECT 1 FROM company_agreements WHERE company_id = $1 AND status = 'formalizado' AND expires_on >= current_date`,
    [companyId],
  );
  return Boolean(rowCount);
};

const agreementColumns = (alias: string) => `${alias}.id AS "idConvenio", ${effectiveStatus(alias)} AS estado,
  to_char(${alias}.requested_at, 'YYYY-MM-DD') AS "fechaSolicitud",
  to_char(${alias}.status_changed_at, 'YYYY-MM-DD') AS "fechaEstado",
  to_char(${alias}.formalised_on, 'YYYY-MM-DD') AS "fechaFormalizacion",
  to_char(${alias}.expires_on, 'YYYY-MM-DD') AS "fechaCaducidad",
  ${alias}.document->'firmante'->>'nombre' AS firmante, ${alias}.wrong_reason AS "motivoErroneo",
  ${alias}.status IN ('generado', 'erroneo') AS "puedeSubirFirmado",
  ${alias}.signed_stored_name IS NOT NULL AS "tieneFirmado"`;

/** `dameConveniosEmpresa`: the company's agreements, newest first, and whether one is active. */
export const listCompanyAgreements = async (db: Db, companyId: number) => {
  const { rows } = await db.query<CompanyAgreement>(
    `SELECT ${agreementColumns('a')} FROM company_agreements a WHERE a.company_id = $1 ORDER BY a.requested_at DESC, a.id DESC`,
    [companyId],
  );
  return { convenios: rows, convenioActivo: rows.some((row) => row.estado === 'formalizado') };
};

/** Every company's agreements for the careers office, oldest first, optionally of one status. */
export const listAgreementsForStaff = async (db: Db, status: AgreementStatus | undefined) => {
  const { rows } = await db.query<CompanyAgreement & { idEmpresa: number; empresa: string }>(
    `SELECT ${agreementColumns('a')}, c.id AS "idEmpresa", c.trade_name AS empresa
       FROM company_agreements a JOIN companies c ON c.id = a.company_id
      WHERE $1::text IS NULL OR ${effectiveStatus('a')} = $1
      ORDER BY a.requested_at, a.id`,
    [status ?? null],
  );
  return rows;
};

export type AgreementFieldError = { campo: string; regla: 'required' | 'invalid' | 'tooLarge' } | { campo: string; mensaje: string };

/**
 * `addSolicitudConvenioEmpresa`: checks the signatory (an agreement signatory of the company),
 * the address (the rules of every address of the portal) and the deed (PDF, 2 MB, the content a
 * PDF: 46 otherwise), then in one transaction saves the company's address and the agreement,
 * generated with its document fixed (536), and the deed with it: never a row without its file
 * (413 when the deed would pass the company's quota).
 */
export const requestAgreement = async (
  pool: Pool,
  files: FileStore,
  company: { companyId: number; institution: string },
  request: AgreementRequestInput,
  language: Language,
): Promise<Outcome<number> | { ok: false; fieldErrors: AgreementFieldError[] }> => {
  const fieldErrors: AgreementFieldError[] = [];
  const signatory = await findCompanyContact(pool, company.companyId, request.idFirmanteConvenio);
  if (signatory?.idTipoContacto !== CompanyContactType.FirmanteConvenio)
    fieldErrors.push({ campo: 'idFirmanteConvenio', regla: 'invalid' });
  const { idFirmanteConvenio: _signatory, ficheroCopiaEscritura, ...address } = request;
  fieldErrors.push(...addressErrors(address, language));
  const deed = await checkUpload(ficheroCopiaEscritura.ficheroB64, ficheroCopiaEscritura.extension_adjunto, agreementFileRules);
  if (!deed.ok && (deed.reason === 'size' || deed.reason === 'encoding'))
    fieldErrors.push({ campo: 'ficheroCopiaEscritura', regla: deed.reason === 'size' ? 'tooLarge' : 'invalid' });
  if (fieldErrors.length || !signatory) return { ok: false, fieldErrors };
  if (!deed.ok) return { ok: false, refusal: { status: uploadRefusalStatus(deed.reason)! } };

  try {
    const id = await inTransaction(pool, async (db) => {
      // The company first, as every upload of its users: their files' writes take turns in one order.
      await db.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [company.companyId]);
      const saved = await saveCompanyAddress(db, company.companyId, address);
      const { rows: companies } = await db.query<{ tradeName: string; legalName: string; cif: string }>(
        `SELECT trade_name AS "tradeName", legal_name AS "legalName", tax_id AS cif FROM companies WHERE id = $1`,
        [company.companyId],
      );
      const { rows: settings } = await db.query<{ clauses: string[] }>(
        `SELECT clauses_${language} AS clauses FROM agreement_settings`,
      );
      const firm = companies[0]!;
      const document: AgreementDocument = {
        idioma: language,
        fecha: new Date().toISOString().slice(0, 10),
        institucion: company.institution,
        empresa: {
          nombreFiscal: firm.legalName,
          nombreComercial: firm.tradeName,
          cif: firm.cif,
          direccion: companyAddressLine(saved, language),
          DPO: saved.DPO,
        },
        firmante: {
          nombre: `${signatory.tratamiento ? `${signatory.tratamiento} ` : ''}${signatory.nameComplet}`,
          nif: signatory.nif,
          puesto: signatory.puesto,
          email: signatory.email,
        },
        clausulas: settings[0]?.clauses ?? [],
      };
      const storedName = await files.put(db, { bytes: deed.bytes, extension: deed.extension, owner: companyOwner(company.companyId) });
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO company_agreements (company_id, signatory_contact_id, document, deed_stored_name)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [company.companyId, signatory.id, JSON.stringify(document), storedName],
      );
      return rows[0]!.id;
    });
    return { ok: true, value: id };
  } catch (error) {
    if (error instanceof StorageQuotaExceeded) return { ok: false, refusal: { status: Status.storageQuotaFull } };
    throw error;
  }
};

/**
 * Moves one agreement by the state machine, locked while it changes: 3 when it is not found (or
 * not the company's, when `companyId` is given), 49 when the action does not apply to its status.
 * `changes` writes the action's own columns (the signed copy, the reason, the dates).
 */
export const moveAgreement = async (
  db: pg.PoolClient,
  agreementId: number,
  companyId: number | null,
  action: AgreementAction,
  changes: { signedStoredName?: string; wrongReason?: string; expiresOn?: string } = {},
): Promise<Outcome<StoredStatus>> => {
  const { rows } = await db.query<{ status: StoredStatus; expired: boolean; signed: string | null }>(
    `SELECT status, (status = 'formalizado' AND expires_on < current_date) AS expired, signed_stored_name AS signed
       FROM company_agreements WHERE id = $1 AND ($2::integer IS NULL OR company_id = $2) FOR UPDATE`,
    [agreementId, companyId],
  );
  const current = rows[0];
  if (!current) return { ok: false, refusal: { status: Status.accessDenied } };
  const transition = agreementTransitions[action];
  if (current.expired || !(transition.from as readonly StoredStatus[]).includes(current.status))
    return { ok: false, refusal: { status: Status.cannotChangeState } };
  await db.query(
    `UPDATE company_agreements SET status = $2, status_changed_at = now(),
            signed_stored_name = COALESCE($3, signed_stored_name),
            wrong_reason = CASE WHEN $2 = 'erroneo' THEN $4 ELSE wrong_reason END,
            formalised_on = CASE WHEN $2 = 'formalizado' THEN current_date ELSE NULL END,
            expires_on = CASE WHEN $2 = 'formalizado' THEN
              COALESCE($5::date, (current_date + make_interval(years => (SELECT validity_years FROM agreement_settings)))::date)
              ELSE NULL END
      WHERE id = $1`,
    [agreementId, transition.to, changes.signedStoredName ?? null, changes.wrongReason ?? null, changes.expiresOn ?? null],
  );
  return { ok: true, value: transition.to };
};

/**
 * `adjuntaFicheroAlConvenioEmpresa`: the company's signed copy (PDF, 2 MB; 46 not a PDF, 400 too
 * large) of one of its agreements, generated or marked wrong (49 otherwise, 3 not its own): it
 * becomes signed by the company (513). A copy uploaded again replaces the previous one.
 */
export const attachSignedAgreement = async (
  pool: Pool,
  files: FileStore,
  companyId: number,
  upload: { idConvenio: number; ficheroB64: string; extension_adjunto: string },
): Promise<Outcome<StoredStatus> | { ok: false; fieldErrors: AgreementFieldError[] }> => {
  const file = await checkUpload(upload.ficheroB64, upload.extension_adjunto, agreementFileRules);
  if (!file.ok) {
    const status = uploadRefusalStatus(file.reason);
    if (status !== undefined) return { ok: false, refusal: { status } };
    return { ok: false, fieldErrors: [{ campo: 'ficheroB64', regla: file.reason === 'size' ? 'tooLarge' : 'invalid' }] };
  }
  try {
    return await inTransaction(pool, async (db) => {
      await db.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
      // A copy uploaded again replaces the previous one: it goes first, so it does not count against the quota.
      const { rows } = await db.query<{ signed: string | null }>(
        'SELECT signed_stored_name AS signed FROM company_agreements WHERE id = $1 AND company_id = $2',
        [upload.idConvenio, companyId],
      );
      await files.delete(db, [rows[0]?.signed]);
      const storedName = await files.put(db, { bytes: file.bytes, extension: file.extension, owner: companyOwner(companyId) });
      const moved = await moveAgreement(db, upload.idConvenio, companyId, 'subirFirmado', { signedStoredName: storedName });
      if (!moved.ok) throw new AgreementRefused(moved);
      return moved;
    });
  } catch (error) {
    if (error instanceof AgreementRefused) return error.outcome;
    if (error instanceof StorageQuotaExceeded) return { ok: false, refusal: { status: Status.storageQuotaFull } };
    throw error;
  }
};

/** Rolls back what a refused move wrote before refusing (the new signed copy). */
class AgreementRefused extends Error {
  constructor(readonly outcome: { ok: false; refusal: Refusal }) {
    super(`refused with ${outcome.refusal.status}`);
  }
}

/** The careers office's steps on an agreement of any company, as its queue offers them in a status. */
export const staffActionsIn = (status: AgreementStatus): AgreementAction[] =>
  (Object.keys(agreementTransitions) as AgreementAction[]).filter((action) => {
    const transition = agreementTransitions[action];
    return transition.actor === 'orientacion' && (transition.from as readonly AgreementStatus[]).includes(status);
  });

/**
 * One agreement with what its files need: the company's own (undefined when not its), or any
 * company's for the careers office (`companyId` null).
 */
export const findAgreementFiles = async (db: Db, companyId: number | null, agreementId: number) => {
  const { rows } = await db.query<{ document: AgreementDocument; deed: string; signed: string | null }>(
    `SELECT document, deed_stored_name AS deed, signed_stored_name AS signed
       FROM company_agreements WHERE id = $1 AND ($2::integer IS NULL OR company_id = $2)`,
    [agreementId, companyId],
  );
  return rows[0];
};

/**
 * A file of an agreement as a PDF: the generated document, the deed or the signed copy; of the
 * company's own agreements, or of any for the careers office (`companyId` null). Undefined when
 * not found (or a signed copy not uploaded yet).
 */
export const readAgreementFile = async (
  pool: Pool,
  files: FileStore,
  companyId: number | null,
  agreementId: number,
  fichero: AgreementFileKind,
): Promise<{ fileName: string; bytes: Buffer } | undefined> => {
  const agreement = await findAgreementFiles(pool, companyId, agreementId);
  if (!agreement) return undefined;
  if (fichero === 'documento') return { fileName: `convenio-${agreementId}.pdf`, bytes: await renderAgreementPdf(agreement.document) };
  const stored = fichero === 'escritura' ? agreement.deed : agreement.signed;
  const content = stored ? await files.get(pool, stored) : undefined;
  return content ? { fileName: `convenio-${agreementId}-${fichero}.pdf`, bytes: content.bytes } : undefined;
};
