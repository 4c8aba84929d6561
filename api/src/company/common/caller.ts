import type { FastifyRequest } from 'fastify';
import { Status, companyBrandDefaults, type CompanyBrandSettings } from '@portal/contracts';
import { authOf } from '../../platform/auth/guards';
import type { Pool } from '../../platform/db/pool';
import { HttpFailure } from '../../platform/http/envelope';
import { readBrand } from '../../brand/brand';

/** Who acts in a company call: the token's user, for the token's company. */
export interface CompanyCaller {
  userId: number;
  companyId: number;
  tradeName: string;
  withInternships: boolean;
  withEmployment: boolean;
  iban: string | null;
}

/**
 * The company of a company call, checked on every call and not only at login (spec 001 §6): the
 * user must still belong to the token's company, which must not be blocked (90) and must be
 * validated (9). A company blocked after its users logged in is refused at once. A user removed
 * from the company reads 71, the catalogue's "access denied, other" ("your user has no permission
 * for this company's data"): 3 is the role's refusal, and it would not say what changed.
 */
export const companyCaller = async (pool: Pool, request: FastifyRequest): Promise<CompanyCaller> => {
  const { sub, idEmpresa } = authOf(request);
  const { rows } = await pool.query<CompanyCaller & { validated: boolean; blocked: boolean }>(
    `SELECT cu.user_id AS "userId", c.id AS "companyId", c.trade_name AS "tradeName",
            c.with_internships AS "withInternships", c.with_employment AS "withEmployment", c.iban,
            c.validated, c.blocked
       FROM companies c JOIN company_users cu ON cu.company_id = c.id AND cu.user_id = $1
      WHERE c.id = $2`,
    [Number(sub), idEmpresa],
  );
  const row = rows[0];
  if (!row) throw new HttpFailure(403, Status.accessDeniedCompany);
  if (row.blocked) throw new HttpFailure(403, Status.blocked);
  if (!row.validated) throw new HttpFailure(403, Status.companyNotValidated);
  const { validated: _validated, blocked: _blocked, ...caller } = row;
  return caller;
};

/** The company side's brand settings (the brand document's `empresas`, or the defaults). */
export const companySettings = async (pool: Pool): Promise<CompanyBrandSettings> =>
  (await readBrand(pool)).empresas ?? companyBrandDefaults;
