import {
  Status,
  languageById,
  languageIds,
  type CompanyUserProfile,
  type CompanyUserProfileInput,
} from '@portal/contracts';
import { inTransaction, type Pool } from '../../platform/db/pool';
import type { CompanyDataOutcome } from './company-data';

interface ProfileRow {
  email: string;
  displayName: string;
  languageId: number | null;
  nombre: string | null;
  apellidos: string | null;
  cargo: string | null;
  telefono: string | null;
}

/**
 * The company user's own profile (/mi-perfil). Before the user saves it, the name comes from the
 * account's display name (first word as the name, the rest as the surnames) and the phone from
 * the account request, so the form starts with what the portal already knows.
 */
export const readCompanyUserProfile = async (pool: Pool, userId: number): Promise<CompanyUserProfile | undefined> => {
  const { rows } = await pool.query<ProfileRow>(
    `SELECT u.email, u.display_name AS "displayName", u.preferred_language_id AS "languageId",
            p.first_name AS nombre, p.last_names AS apellidos, p.position AS cargo,
            coalesce(p.phone, (SELECT r.phone FROM company_account_requests r WHERE r.user_id = u.id
                                ORDER BY r.id DESC LIMIT 1)) AS telefono
       FROM users u LEFT JOIN company_user_profiles p ON p.user_id = u.id
      WHERE u.id = $1 AND u.user_type = 'Empresa'`,
    [userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const [first = '', ...rest] = row.displayName.trim().split(/\s+/);
  return {
    nombre: row.nombre ?? first,
    apellidos: row.apellidos ?? rest.join(' '),
    cargo: row.cargo,
    telefono: row.telefono,
    email: row.email,
    idioma: languageById(row.languageId) ?? 'es',
  };
};

/**
 * guardarUsuarioEmpresa (532): the profile and the account's e-mail and language in one
 * transaction. An e-mail of another company account is refused: 16 when that account is a user of
 * the same company, 60 when it belongs to another company (the two codes of spec 001 §8).
 */
export const saveCompanyUserProfile = (
  pool: Pool,
  caller: { userId: number; companyId: number },
  input: CompanyUserProfileInput,
): Promise<CompanyDataOutcome<CompanyUserProfile>> =>
  inTransaction(pool, async (db) => {
    const { userId } = caller;
    const taken = await db.query<{ sameCompany: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM company_users cu WHERE cu.user_id = u.id AND cu.company_id = $3) AS "sameCompany"
         FROM users u WHERE u.user_type = 'Empresa' AND lower(u.email) = lower($1) AND u.id <> $2`,
      [input.email, userId, caller.companyId],
    );
    const owner = taken.rows[0];
    if (owner) {
      const status = owner.sameCompany ? Status.emailAlreadyRegistered : Status.emailAlreadyRegisteredOther;
      return { ok: false, status, fields: [{ campo: 'email', regla: 'emailTaken' }] };
    }
    await db.query(
      `UPDATE users SET email = $2, display_name = $3, preferred_language_id = $4 WHERE id = $1`,
      [userId, input.email, `${input.nombre} ${input.apellidos}`, languageIds[input.idioma]],
    );
    await db.query(
      `INSERT INTO company_user_profiles (user_id, first_name, last_names, position, phone)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_names = EXCLUDED.last_names,
         position = EXCLUDED.position, phone = EXCLUDED.phone, updated_at = now()`,
      [userId, input.nombre, input.apellidos, input.cargo, input.telefono],
    );
    return { ok: true, value: { ...input } };
  });
