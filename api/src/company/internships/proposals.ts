import { CompanyContactType, ProposalConfirmation, type CompanyProposalRequest } from '@portal/contracts';
import type { Pool } from '../../platform/db/pool';
import { hasContactWithEmail } from '../contacts/contacts';
import type { Outcome } from '../../platform/http/outcome';
import type { ProposableStudent } from './student-lookups';

/** A refused field and the rule it broke (a key of contactRuleMessages). */
export interface ProposalFieldError {
  campo: keyof CompanyProposalRequest;
  regla: 'invalid' | 'notAContact';
}

/**
 * `solicitudPractica` of a company (spec 001 §6, §7), for a student the route looked up (by DNI and
 * surname, 509 otherwise) once the company was known to have an active agreement (544): the
 * degree is one of the student's; the tutor and the signatory are the company's own contacts of
 * those types, checked or created beforehand on the proposal screen. Registered for the careers
 * office: 510.
 */
export const createCompanyProposal = async (
  pool: Pool,
  company: { companyId: number; tradeName: string },
  student: ProposableStudent,
  proposal: CompanyProposalRequest,
): Promise<Outcome<number> | { ok: false; fieldErrors: ProposalFieldError[] }> => {
  const fieldErrors: ProposalFieldError[] = [];
  const { degrees } = student;
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

/** 509: no candidate with that DNI (and surname) a proposal can name (spec 001 §8, a message rather than an error). */
export const ProposalStatus = { noStudent: 509 } as const;
