import { Status, type CompanyOfUser, type Language, type LoginData, type UserType } from '@portal/contracts';
import { burnVerificationTime, verifyPassword } from '../platform/auth/passwords';
import type { Sessions } from '../platform/auth/sessions';
import type { Pool } from '../platform/db/pool';
import { fail, ok } from '../platform/http/envelope';
import type { Messages } from '../platform/http/messages';
import { pendingDataProtection } from './consent';

interface Credentials {
  usuario: string;
  password: string;
}

interface Account {
  id: number;
  displayName: string;
  /** Null until a user created by an account request sets a password through their link. */
  passwordHash: string | null;
  blocked: boolean;
  preferredLanguageId: number | null;
  firstAccess: boolean;
}

interface CompanyMembership extends CompanyOfUser {
  blocked: boolean;
  validated: boolean;
  withInternships: boolean;
  withEmployment: boolean;
  /** The office's reason when it rejected the company's account request. */
  rejectionReason: string | null;
}

export interface LoginDeps {
  pool: Pool;
  sessions: Pick<Sessions, 'open'>;
  messages: Messages;
  /** The caller's language: the data-protection text comes in it. */
  language: Language;
}

type Refusal = ReturnType<typeof fail>;

const accountColumns = `id, display_name AS "displayName", password_hash AS "passwordHash", blocked,
  preferred_language_id AS "preferredLanguageId", last_login_at IS NULL AS "firstAccess"`;

/**
 * The account behind a user name and password, or the refusal to give. An unknown user and a
 * wrong password get the same answer (status 3, same text, same time: see burnVerificationTime).
 * A blocked account is only told so once its password is right.
 */
const authenticate = async (
  { pool, messages }: LoginDeps,
  userType: UserType,
  { usuario, password }: Credentials,
): Promise<Account | Refusal> => {
  const { rows } = await pool.query<Account>(
    `SELECT ${accountColumns} FROM users WHERE user_type = $1 AND lower(email) = lower($2)`,
    [userType, usuario.trim()],
  );
  const account = rows[0];
  if (!account?.passwordHash) {
    await burnVerificationTime(password);
    return fail(Status.accessDenied, messages.loginFailed);
  }
  if (!(await verifyPassword(account.passwordHash, password)))
    return fail(Status.accessDenied, messages.loginFailed);
  if (account.blocked) return fail(Status.blocked, messages.blocked);
  return account;
};

const isRefusal = (value: Account | Refusal): value is Refusal => 'status' in value;

const recordLogin = (pool: Pool, userId: number) =>
  pool.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);

/**
 * What every login answer carries. While the user has not accepted the data-protection text in
 * force, the answer carries it (textoCortoRGPD): the client holds the token until acceptance.
 */
const commonLoginData = async ({ pool, language }: LoginDeps, account: Account, institutional: boolean) => ({
  nombre: account.displayName,
  esUFV: institutional,
  ...(await pendingDataProtection(pool, account.id, language)),
  primerAcceso: account.firstAccess,
  idIdiomaPreferido: account.preferredLanguageId,
});

/** POST /api/Alumno/logaUsuario */
export const studentLogin = async (deps: LoginDeps, credentials: Credentials) => {
  const account = await authenticate(deps, 'Alumno', credentials);
  if (isRefusal(account)) return account;
  return studentSession(deps, account, false);
};

/**
 * The login answer of a student whose identity the institution's identity provider vouched for
 * (integrated login, validaRespuestaLoginIntegrado): esUFV is set; a blocked account gets 90.
 */
export const institutionalStudentLogin = async (deps: LoginDeps, userId: number) => {
  const { rows } = await deps.pool.query<Account>(
    `SELECT ${accountColumns} FROM users WHERE id = $1 AND user_type = 'Alumno'`,
    [userId],
  );
  const account = rows[0];
  if (!account) return fail(Status.accessDenied, deps.messages.loginFailed);
  if (account.blocked) return fail(Status.blocked, deps.messages.blocked);
  return studentSession(deps, account, true);
};

const studentSession = async (deps: LoginDeps, account: Account, institutional: boolean) => {
  const { rows } = await deps.pool.query<{
    withInternships: boolean;
    withEmployment: boolean;
    vocationalOnly: boolean;
  }>(
    `SELECT with_internships AS "withInternships", with_employment AS "withEmployment", vocational_only AS "vocationalOnly"
       FROM students WHERE user_id = $1`,
    [account.id],
  );
  const student = rows[0];
  // A student account without its student record cannot use the student side.
  if (!student) return fail(Status.accessDenied, deps.messages.loginFailed);
  await recordLogin(deps.pool, account.id);
  const datos: LoginData = {
    token: await deps.sessions.open({ sub: String(account.id), tipo: 'Alumno' }),
    ...(await commonLoginData(deps, account, institutional)),
    conPracticas: student.withInternships,
    conEmpleo: student.withEmployment,
    soloCicloFormativo: student.vocationalOnly,
  };
  return ok(datos);
};

const membershipsOf = async (pool: Pool, userId: number): Promise<CompanyMembership[]> => {
  const { rows } = await pool.query<CompanyMembership>(
    `SELECT c.id AS "idEmpresa", c.trade_name AS "nombreComercial", c.tax_id AS cif, c.blocked, c.validated,
            c.with_internships AS "withInternships", c.with_employment AS "withEmployment",
            r.rejection_reason AS "rejectionReason"
       FROM company_users cu JOIN companies c ON c.id = cu.company_id
       LEFT JOIN company_account_requests r ON r.company_id = c.id AND r.rejected_at IS NOT NULL AND NOT c.validated
      WHERE cu.user_id = $1
      ORDER BY c.trade_name, c.id`,
    [userId],
  );
  return rows;
};

/**
 * POST /api/Empresa/logaUsuario. A user of one company logs in for it; a user of several must
 * say which (idEmpresa): without it the answer is 15 and the client asks dameEmpresasDelUsuario.
 * Naming a company that is not theirs is 71 (spec 001 §6: no permission for this company's data,
 * as every company call answers a user removed from the company); the login page shows its
 * catalogue entry (spec 001 §4: a status other than 3, 79 and 90 shows its full message). A
 * blocked company is refused with 90, one the careers office has not validated yet with 9.
 */
export const companyLogin = async (
  deps: LoginDeps,
  credentials: Credentials & { idEmpresa?: number | undefined },
) => {
  const account = await authenticate(deps, 'Empresa', credentials);
  if (isRefusal(account)) return account;
  const companies = await membershipsOf(deps.pool, account.id);
  if (companies.length === 0) return fail(Status.accessDenied, deps.messages.noCompany);
  let company: CompanyMembership | undefined;
  if (credentials.idEmpresa !== undefined) {
    company = companies.find((candidate) => candidate.idEmpresa === credentials.idEmpresa);
    if (!company) return fail(Status.accessDeniedCompany, deps.messages.notYourCompany);
  } else if (companies.length === 1) {
    company = companies[0];
  }
  if (!company) return fail(Status.missingMandatoryData, deps.messages.chooseCompany);
  if (company.blocked) return fail(Status.blocked, deps.messages.blocked);
  // Spec 001 §6: until the careers office validates the company, its users wait (9); once it
  // rejects the request, they read its reason (134).
  if (!company.validated && company.rejectionReason) return fail(Status.companyRejected, company.rejectionReason);
  if (!company.validated) return fail(Status.companyNotValidated);
  await recordLogin(deps.pool, account.id);
  const datos: LoginData = {
    token: await deps.sessions.open({
      sub: String(account.id),
      tipo: 'Empresa',
      idEmpresa: company.idEmpresa,
    }),
    ...(await commonLoginData(deps, account, false)),
    conPracticas: company.withInternships,
    conEmpleo: company.withEmployment,
    soloCicloFormativo: false,
    idEmpresa: company.idEmpresa,
  };
  return ok(datos);
};

/** POST /api/Empresa/dameEmpresasDelUsuario: the companies to choose from, after the same password check. */
export const companiesOfUser = async (deps: LoginDeps, credentials: Credentials) => {
  const account = await authenticate(deps, 'Empresa', credentials);
  if (isRefusal(account)) return account;
  const companies = await membershipsOf(deps.pool, account.id);
  return ok(companies.map(({ idEmpresa, nombreComercial, cif }) => ({ idEmpresa, nombreComercial, cif })));
};
