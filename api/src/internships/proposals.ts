import {
  ContactTypes,
  ProposalConfirmation,
  Status,
  type CompanyContact,
  type InternshipProposalRequest,
  type NewContactRequest,
  type ProposalContactRole,
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

/** A contact of a validated company by e-mail, whichever its type (the most recent when several). */
export const findContactByEmail = async (
  pool: Pool,
  companyId: number,
  email: string,
): Promise<CompanyContact | undefined> => {
  const { rows } = await pool.query<CompanyContact>(
    `SELECT cc.id, cc.first_name || ' ' || cc.last_names AS "nameComplet", cc.title AS tratamiento,
            cc.first_name AS nombre, cc.last_names AS apellidos, cc.email, cc.phone1 AS telefono1,
            cc.position AS puesto, cc.company_id AS "idEmpresa"
       FROM company_contacts cc JOIN companies c ON c.id = cc.company_id
      WHERE cc.company_id = $1 AND lower(cc.email) = lower($2) AND c.validated AND NOT c.blocked
      ORDER BY cc.created_at DESC, cc.id DESC LIMIT 1`,
    [companyId, email.trim()],
  );
  return rows[0];
};

/**
 * `addContactoEmpresa_{role}_PorEmail`: creates the contact in a company of the portal (3 when the
 * company is not one; 29 when that e-mail already has that role there, also for two requests at once).
 */
export const addContact = async (
  pool: Pool,
  role: ProposalContactRole,
  contact: NewContactRequest,
): Promise<Outcome<number>> => {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO company_contacts (company_id, contact_type_id, title, first_name, last_names, email, national_id, phone1, phone2, position)
     SELECT c.id, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM companies c WHERE c.id = $1 AND c.validated AND NOT c.blocked
     ON CONFLICT (company_id, lower(email), contact_type_id) DO NOTHING
     RETURNING id`,
    [
      contact.idEmpresa,
      ContactTypes[role],
      contact.tratamiento ?? null,
      contact.nombre,
      contact.apellidos,
      contact.email,
      contact.nif ?? null,
      contact.telefono1,
      contact.telefono2 ?? null,
      contact.puesto,
    ],
  );
  if (rows[0]) return { ok: true, value: rows[0].id };
  const company = await pool.query('SELECT 1 FROM companies WHERE id = $1 AND validated AND NOT blocked', [
    contact.idEmpresa,
  ]);
  return { ok: false, refusal: { status: company.rowCount ? Status.contactEmailExists : Status.accessDenied } };
};
