import type pg from 'pg';
import {
  Status,
  Success,
  isStrongPassword,
  isValidCif,
  isValidNationalId,
  languageIds,
  type CompanyAccountRequest,
  type StudentRegistration,
} from '@portal/contracts';
import { hashPassword } from '../platform/auth/passwords';
import { inTransaction, type Pool } from '../platform/db/pool';
import { fail, ok } from '../platform/http/envelope';
import { mailTexts } from '../platform/mail/templates';
import { brandFlag, type AccountDeps } from './context';
import { issueLinkToken } from './links';
import { linkTo, setPasswordPage } from './passwords';

/** Registration and account requests accept the data-protection text in force with their form. */
const acceptCurrentDataProtection = (client: pg.PoolClient, userId: number) =>
  client.query(
    `INSERT INTO data_protection_acceptances (user_id, version)
     SELECT $1, max(version) FROM data_protection_texts HAVING max(version) IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [userId],
  );

/**
 * POST /api/Alumno/registrarUsuario (brand permission canRegistroAlumno, else 79): 522 user
 * created; 16 e-mail registered, 94 national id registered, 95 a graduate of the institution must
 * use the institutional login, 66 a malformed national id, 28 a weak password.
 */
export const registerStudent = async (deps: AccountDeps, form: StudentRegistration) => {
  if (!(await brandFlag(deps.pool, 'canRegistroAlumno'))) return fail(Status.accessDeniedRole);
  const nationalId = form.dni.toUpperCase();
  if (!isValidNationalId(nationalId)) return fail(Status.idDocument);
  if (!isStrongPassword(form.password)) return fail(Status.weakPassword);
  const passwordHash = await hashPassword(form.password);
  return inTransaction(deps.pool, async (client) => {
    // One registration at a time: two forms with one e-mail or national id cannot both pass the checks.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('careers-portal.registration'))`);
    const graduate = await client.query('SELECT 1 FROM institution_graduates WHERE national_id = $1', [
      nationalId,
    ]);
    if (graduate.rowCount) return fail(Status.graduateMustUseInstitutionalLogin);
    const email = await client.query(
      `SELECT 1 FROM users WHERE user_type = 'Alumno' AND lower(email) = lower($1)`,
      [form.email],
    );
    if (email.rowCount) return fail(Status.emailAlreadyRegistered);
    const dni = await client.query('SELECT 1 FROM students WHERE upper(national_id) = $1', [nationalId]);
    if (dni.rowCount) return fail(Status.dniAlreadyRegistered);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
       VALUES ('Alumno', $1, $2, $3, $4) RETURNING id`,
      [form.email, passwordHash, `${form.nombre} ${form.apellidos}`, languageIds[deps.language]],
    );
    const userId = rows[0]!.id;
    await client.query(
      // Registered here, not by the institutional login: the studies they add are declarations (cv/study-verification.ts).
      `INSERT INTO students (user_id, first_name, last_names, national_id, self_registered) VALUES ($1, $2, $3, $4, true)`,
      [userId, form.nombre, form.apellidos, nationalId],
    );
    await client.query('INSERT INTO student_cvs (user_id) VALUES ($1)', [userId]);
    await acceptCurrentDataProtection(client, userId);
    return ok({ aviso: Success.userCreated });
  });
};

/** GET /api/Empresa/existeCIF/{cif}: 33 for a malformed CIF. */
export const cifExists = async (pool: Pool, cif: string) => {
  if (!isValidCif(cif)) return fail(Status.cifFormat);
  const { rowCount } = await pool.query('SELECT 1 FROM companies WHERE upper(tax_id) = upper($1)', [
    cif.trim(),
  ]);
  return ok({ existe: (rowCount ?? 0) > 0 });
};

/**
 * POST /api/Empresa/solicitarCuenta: the company (not validated yet), its first user without a
 * password and the request, then a mail with the link to set the password; 503 pending
 * validation. 33 malformed CIF; 8 a company with that CIF exists; 29 the e-mail already has a
 * pending request; 44 the e-mail belongs to a user of another company; 12 the mail could not be
 * sent (nothing is kept then).
 */
export const requestCompanyAccount = async (deps: AccountDeps, form: CompanyAccountRequest) => {
  const cif = form.cif.trim().toUpperCase();
  if (!isValidCif(cif)) return fail(Status.cifFormat);
  return inTransaction(deps.pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('careers-portal.company-request'))`);
    const existing = await client.query('SELECT 1 FROM companies WHERE upper(tax_id) = $1', [cif]);
    if (existing.rowCount) return fail(Status.alreadyExisted);
    const { rows: users } = await client.query<{ pending: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM company_account_requests r WHERE r.user_id = u.id AND r.validated_at IS NULL) AS pending
         FROM users u WHERE u.user_type = 'Empresa' AND lower(u.email) = lower($1)`,
      [form.email],
    );
    const user = users[0];
    if (user) return fail(user.pending ? Status.contactEmailExists : Status.emailOfAnotherCompany);

    const { rows: companies } = await client.query<{ id: number }>(
      `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ($1, $2, $3, false) RETURNING id`,
      [cif, form.nombreComercial, form.nombreFiscal],
    );
    const companyId = companies[0]!.id;
    const { rows: created } = await client.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
       VALUES ('Empresa', $1, NULL, $2, $3) RETURNING id`,
      [form.email, form.nombreContacto, languageIds[deps.language]],
    );
    const userId = created[0]!.id;
    await client.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [
      userId,
      companyId,
    ]);
    await client.query(
      'INSERT INTO company_account_requests (company_id, user_id, contact_name, phone) VALUES ($1, $2, $3, $4)',
      [companyId, userId, form.nombreContacto, form.telefono],
    );
    await acceptCurrentDataProtection(client, userId);
    const hours = deps.settings.setPasswordLinkTtlHours;
    const token = await issueLinkToken(client, userId, 'set', hours * 3600);
    const texts = mailTexts(deps.language);
    try {
      await deps.mailer.send(
        texts.setPassword({
          to: form.email,
          name: form.nombreContacto,
          link: linkTo(deps, setPasswordPage, token),
          validFor: texts.hours(hours),
        }),
      );
    } catch (error) {
      deps.log.error({ err: error }, 'account request mail not sent');
      // Throwing rolls the request back: without the mail the user could never set a password.
      throw new MailNotSent();
    }
    return ok({ aviso: Success.companyRegistered });
  }).catch((error: unknown) => {
    if (error instanceof MailNotSent) return fail(Status.emailSendingError);
    throw error;
  });
};

class MailNotSent extends Error {}
