import {
  ProposalConfirmation,
  Status,
  type CompanyContact,
  type InternshipProposalRequest,
  type StudentProposal,
} from '@portal/contracts';
import type { Pool } from '../platform/db/pool';
import type { Outcome } from '../platform/http/outcome';

/** A validated, unblocked company of the portal by CIF. */
export const findCompanyByCif = async (pool: Pool, cif: string) => {
  const { rows } = await pool.query<{ idEmpresa: number; nombreComercial: string }>(
    `SELECT id AS "idEmpresa", trade_name AS "nombreComercial" FROM companies
      WHERE upper(tax_id) = upper($1) AND validated AND NOT blocked`,
    [cif.trim()],
  );
  return rows[0] ?? null;
};

/**
 * `solicitudPractica`: registers the proposal. With a company of the portal it is a proposal to
 * that company (510); otherwise the careers service gets a request to register it (528), which
 * needs the company's name (15 without it).
 */
export const createProposal = async (
  pool: Pool,
  studentId: number,
  proposal: InternshipProposalRequest,
): Promise<Outcome<number>> => {
  const company = await findCompanyByCif(pool, proposal.cif);
  const companyName = company?.nombreComercial ?? proposal.nombreEmpresa?.trim();
  if (!companyName) return { ok: false, refusal: { status: Status.missingMandatoryData } };
  await pool.query(
    `INSERT INTO internship_proposals (student_id, company_id, company_tax_id, company_name, tutor_email, signatory_email, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      studentId,
      company?.idEmpresa ?? null,
      proposal.cif,
      companyName,
      proposal.emailTutor,
      proposal.emailFirmante,
      proposal.descripcion,
    ],
  );
  return {
    ok: true,
    value: company ? ProposalConfirmation.withKnownCompany : ProposalConfirmation.withNewCompany,
  };
};

/** A contact of a validated company by e-mail, whichever its type (the most recent when several): its id and name. */
export const findContactByEmail = async (
  pool: Pool,
  companyId: number,
  email: string,
): Promise<CompanyContact | undefined> => {
  const { rows } = await pool.query<CompanyContact>(
    `SELECT cc.id, cc.first_name || ' ' || cc.last_names AS "nameComplet", cc.company_id AS "idEmpresa"
       FROM company_contacts cc JOIN companies c ON c.id = cc.company_id
      WHERE cc.company_id = $1 AND lower(cc.email) = lower($2) AND c.validated AND NOT c.blocked
      ORDER BY cc.created_at DESC, cc.id DESC LIMIT 1`,
    [companyId, email.trim()],
  );
  return rows[0];
};

/**
 * A company contact that one of the student's own proposals names (its tutor or signatory, by
 * e-mail, at that company): its id and name only, as dameDatosContactoPorEmail answers. Any other
 * contact is none of the student's business.
 */
export const findProposalContact = async (pool: Pool, studentId: number, contactId: number): Promise<CompanyContact | undefined> => {
  const { rows } = await pool.query<CompanyContact>(
    `SELECT cc.id, cc.first_name || ' ' || cc.last_names AS "nameComplet", cc.company_id AS "idEmpresa"
       FROM company_contacts cc
      WHERE cc.id = $2
        AND EXISTS (SELECT 1 FROM internship_proposals p
                     WHERE p.student_id = $1 AND p.company_id = cc.company_id
                       AND lower(cc.email) IN (lower(p.tutor_email), lower(p.signatory_email)))`,
    [studentId, contactId],
  );
  return rows[0];
};

/** `dameSolicitudesPracticas`: the student's proposals, newest first, with the office's answer. */
export const listStudentProposals = async (pool: Pool, studentId: number): Promise<StudentProposal[]> => {
  const { rows } = await pool.query<Omit<StudentProposal, 'fecha'> & { fecha: Date }>(
    `SELECT id AS "idSolicitud", company_name AS empresa, created_at AS fecha, status AS estado,
            CASE WHEN status = 'rechazada' THEN answer_reason END AS motivo, proposed_by AS "propuestaPor"
       FROM internship_proposals WHERE student_id = $1 ORDER BY created_at DESC, id DESC`,
    [studentId],
  );
  return rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() }));
};
