import {
  CompanyContactType,
  ProposalConfirmation,
  Status,
  type CompanyProposalRequest,
} from '@portal/contracts';
import type { Pool } from '../../platform/db/pool';
import { hasActiveAgreement } from '../agreements/agreements';
import { hasContactWithEmail } from '../contacts/contacts';
import type { Outcome } from '../../platform/http/outcome';
import { shownToCompanies } from '../../privacy/visibility';

/** A refused field and the rule it broke (a key of contactRuleMessages). */
export interface ProposalFieldError {
  campo: keyof CompanyProposalRequest;
  regla: 'invalid' | 'notAContact';
}

/** A student of the portal by national id (DNI/NIE, any case), or undefined. */
export const findStudentByDni = async (pool: Pool, dni: string) => {
  const { rows } = await pool.query<{ userId: number; nombre: string }>(
    `SELECT s.user_id AS "userId", s.first_name || ' ' || s.last_names AS nombre
       FROM students s JOIN users u ON u.id = s.user_id
      WHERE upper(s.national_id) = upper($1) AND NOT u.blocked AND ${shownToCompanies('s.user_id')}
      ORDER BY s.user_id LIMIT 1`,
    [dni.trim()],
  );
  return rows[0];
};

/** The student's degrees at the institution: the current one, then the institution's studies of the CV. */
export const studentDegrees = async (pool: Pool, userId: number) => {
  const { rows } = await pool.query<{ codigo: string; nombre: string }>(
    `SELECT DISTINCT ON (codigo) codigo, nombre FROM (
       SELECT degree_code AS codigo, degree_name AS nombre, 0 AS rank FROM student_standing WHERE user_id = $1 AND NOT deregistered
       UNION ALL
       SELECT degree_code, name, 1 FROM student_studies
        WHERE user_id = $1 AND from_university AND degree_code IS NOT NULL AND withdrawn_at IS NULL
     ) degrees ORDER BY codigo, rank`,
    [userId],
  );
  return rows;
};

/**
 * `solicitudPractica` of a company (spec 001 §6, §7): the company needs an active agreement (544);
 * the student is found by DNI (509); the degree is one of the student's; the tutor and the
 * signatory are the company's own contacts of those types, checked or created beforehand on the
 * proposal screen. Registered for the careers office: 510.
 */
export const createCompanyProposal = async (
  pool: Pool,
  company: { companyId: number; tradeName: string },
  proposal: CompanyProposalRequest,
): Promise<Outcome<number> | { ok: false; fieldErrors: ProposalFieldError[] }> => {
  if (!(await hasActiveAgreement(pool, company.companyId)))
    return { ok: false, refusal: { status: Status.noActiveAgreement } };
  const student = await findStudentByDni(pool, proposal.dni);
  if (!student) return { ok: false, refusal: { status: ProposalStatus.noStudent } };
  const fieldErrors: ProposalFieldError[] = [];
  const degrees = await studentDegrees(pool, student.userId);
  if (!degrees.some((degree) => degree.codigo === proposal.codigoTitulacion))
    fieldErrors.push({ campo: 'codigoTitulacion', regla: 'invalid' });
  if (!(await hasContactWithEmail(pool, company.companyId, CompanyContactType.TutorPracticas, proposal.emailTutor)))
    fieldErrors.push({ campo: 'emailTutor', regla: 'notAContact' });
  if (!(await hasContactWithEmail(pool, company.companyId, CompanyContactType.FirmanteConvenio, proposal.emailFirmante)))
    fieldErrors.push({ campo: 'emailFirmante', regla: 'notAContact' });
  if (fieldErrors.length) return { ok: false, fieldErrors };
  const { rows } = await pool.query<{ tax: string }>('SELECT tax_id AS tax FROM companies WHERE id = $1', [company.companyId]);
  await pool.query(
    `INSERT INTO internship_proposals (student_id, company_id, company_tax_id, company_name, tutor_email, signatory_email,
            description, proposed_by, degree_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'empresa', $8)`,
    [
      student.userId,
      company.companyId,
      rows[0]!.tax,
      company.tradeName,
      proposal.emailTutor,
      proposal.emailFirmante,
      proposal.descripcion,
      proposal.codigoTitulacion,
    ],
  );
  return { ok: true, value: ProposalConfirmation.withKnownCompany };
};

/** 509: no candidate with that DNI (spec 001 §8, a message rather than an error). */
export const ProposalStatus = { noStudent: 509 } as const;
