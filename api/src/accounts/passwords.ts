import { Status, Success, isStrongPassword, type PortalUserType } from '@portal/contracts';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import { inTransaction } from '../platform/db/pool';
import { fail, ok } from '../platform/http/envelope';
import { mailTexts } from '../platform/mail/templates';
import { accountMessages, type AccountDeps } from './context';
import { consumeLinkToken, issueLinkToken, type LinkPurpose } from './links';

/**
 * The page of the staff's links (mf-office): one page sets the first password of a new member and
 * a forgotten one alike.
 */
export const staffPasswordPage = '/orientacion/establecer-contrasena';

/**
 * The page of the link in the mail: students and companies have their own (spec 000 §2.2, 001 §2);
 * the careers office's staff theirs.
 */
const resetPage: Record<PortalUserType, string> = {
  Alumno: '/restablecer-candidato',
  Empresa: '/restablecer-login',
  Orientacion: staffPasswordPage,
};
export const setPasswordPage = '/establecer-login';

export const linkTo = (deps: AccountDeps, page: string, token: string) =>
  `${deps.settings.publicUrl}${page}?token=${encodeURIComponent(token)}`;

interface Recipient {
  id: number;
  email: string;
  name: string;
}

/**
 * Mails a reset link to each recipient. The caller answers 505 whatever happens here, so the
 * answer never tells whether an account exists; a failed delivery is logged, not revealed.
 */
const mailResetLinks = async (deps: AccountDeps, userType: PortalUserType, recipients: Recipient[]) => {
  const texts = mailTexts(deps.language);
  for (const recipient of recipients) {
    if (!(await deps.mayMailTo(recipient.id))) {
      deps.log.info({ userId: recipient.id }, 'recovery mail not sent: limit of mails to this account reached');
      continue;
    }
    const token = await issueLinkToken(
      deps.pool,
      recipient.id,
      'reset',
      deps.settings.resetLinkTtlMinutes * 60,
    );
    const mail = texts.reset({
      to: recipient.email,
      name: recipient.name,
      link: linkTo(deps, resetPage[userType], token),
      validFor: texts.minutes(deps.settings.resetLinkTtlMinutes),
    });
    // Not awaited by the answer: its timing must not depend on whether a mail goes out.
    void deps.mailer
      .send(mail)
      .catch((error: unknown) => deps.log.error({ err: error }, 'recovery mail not sent'));
  }
};

const recovered = ok({ aviso: Success.recoveryLinkSent });

/** POST /api/Alumno/solicitarReseteoPassword {usuario}: always 505. */
export const requestStudentReset = async (deps: AccountDeps, usuario: string) => {
  const { rows } = await deps.pool.query<Recipient>(
    `SELECT id, email, display_name AS name FROM users
      WHERE user_type = 'Alumno' AND lower(email) = lower($1) AND NOT blocked`,
    [usuario],
  );
  await mailResetLinks(deps, 'Alumno', rows);
  return recovered;
};

/**
 * POST /api/Empresa/recuerdoPassword {cif}: the users of the company with that CIF, or the company
 * user with that e-mail (the spec also shows the field as a nick). Always 505.
 */
export const requestCompanyReset = async (deps: AccountDeps, cifOrEmail: string) => {
  const { rows } = await deps.pool.query<Recipient>(
    `SELECT DISTINCT u.id, u.email, u.display_name AS name
       FROM users u
       LEFT JOIN company_users cu ON cu.user_id = u.id
       LEFT JOIN companies c ON c.id = cu.company_id
      WHERE u.user_type = 'Empresa' AND NOT u.blocked
        AND (lower(u.email) = lower($1) OR upper(c.tax_id) = upper($1))`,
    [cifOrEmail],
  );
  await mailResetLinks(deps, 'Empresa', rows);
  return recovered;
};

/**
 * POST /api/Orientacion/recuperaPassword {email}: a staff member's recovery, by their work
 * e-mail. Always 505; a blocked account gets no mail.
 */
export const requestStaffReset = async (deps: AccountDeps, email: string) => {
  const { rows } = await deps.pool.query<Recipient>(
    `SELECT id, email, display_name AS name FROM users
      WHERE user_type = 'Orientacion' AND lower(email) = lower($1) AND NOT blocked`,
    [email],
  );
  await mailResetLinks(deps, 'Orientacion', rows);
  return recovered;
};

/**
 * POST /api/{Alumno|Empresa}/restablecerPassword, /api/Empresa/establecerPassword and
 * /api/Orientacion/establecePassword: a new password through a one-time link. A weak password
 * (28) leaves the link usable; an unknown, expired or used link is 42; setting a first password
 * that is already set is 43. `either` takes a reset link and a first-password link alike (the
 * staff's one page for both) and answers 514.
 */
export const passwordThroughLink = async (
  deps: AccountDeps,
  userType: PortalUserType,
  purpose: LinkPurpose | 'either',
  { token, password }: { token: string; password: string },
) => {
  if (!isStrongPassword(password)) return fail(Status.weakPassword);
  const passwordHash = await hashPassword(password);
  const purposes: readonly LinkPurpose[] = purpose === 'either' ? ['reset', 'set'] : [purpose];
  return inTransaction(deps.pool, async (client) => {
    const link = await consumeLinkToken(client, token, purposes, userType);
    if (link === undefined) return fail(Status.linkExpired);
    const { userId } = link;
    if (link.purpose === 'set') {
      const { rows } = await client.query<{ isSet: boolean }>(
        'SELECT password_hash IS NOT NULL AS "isSet" FROM users WHERE id = $1',
        [userId],
      );
      if (rows[0]?.isSet) return fail(Status.passwordAlreadySet);
    }
    await client.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    // Any other link of the account is void once its password changed.
    await client.query('UPDATE account_links SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
      userId,
    ]);
    return ok({ aviso: purpose === 'reset' ? Success.passwordReset : Success.passwordSet });
  });
};

/** GET /api/{Alumno|Empresa}/editaUsuario: the logged user's account. */
export const accountUserOf = async (deps: Pick<AccountDeps, 'pool'>, userId: number) => {
  // apellido1 (spec 000 C41): the student's surnames as stored (one field: we do not split them); null for a company user.
  const { rows } = await deps.pool.query<{ email: string; nombre: string; apellido1: string | null }>(
    `SELECT u.email, u.display_name AS nombre, nullif(s.last_names, '') AS apellido1
       FROM users u LEFT JOIN students s ON s.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const user = rows[0];
  return user ? ok(user) : fail(Status.sessionLost);
};

/** POST /api/{Alumno|Empresa}/editaUsuario: a new password after checking the current one (521). */
export const changePassword = async (
  deps: AccountDeps,
  userId: number,
  keptSessionId: string | undefined,
  { passwordActual, passwordNueva }: { passwordActual: string; passwordNueva: string },
) => {
  const { rows } = await deps.pool.query<{ passwordHash: string | null }>(
    'SELECT password_hash AS "passwordHash" FROM users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) return fail(Status.sessionLost);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, passwordActual))) {
    return fail(Status.accessDenied, accountMessages(deps.language).wrongCurrentPassword);
  }
  if (!isStrongPassword(passwordNueva)) return fail(Status.weakPassword);
  const passwordHash = await hashPassword(passwordNueva);
  await inTransaction(deps.pool, async (client) => {
    // The database ends every other session of the account (migration 049's trigger); the
    // user stays logged in where they changed it, as they expect, and is logged out elsewhere.
    await client.query(`SELECT set_config('portal.kept_session', $1, true)`, [keptSessionId ?? '']);
    await client.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  });
  return ok({ aviso: Success.passwordChanged });
};
