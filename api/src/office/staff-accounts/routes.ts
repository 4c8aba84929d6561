import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noticeResponse,
  staffAccountChangeResponse,
  staffAccountCreateRequest,
  staffAccountParams,
  staffAccountsResponse,
  staffPasswordChangeRequest,
  staffRecoveryRequest,
  staffRoleChangeRequest,
  staffSetPasswordRequest,
} from '@portal/contracts';
import { requestLanguage, type AccountDeps } from '../../accounts/context';
import { changePassword, passwordThroughLink, requestStaffReset } from '../../accounts/passwords';
import { sessionIdOf } from '../../platform/auth/sessions';
import { bearer, commonFailures, guardedFailures, orRefusal } from '../../platform/http/envelope';
import type { DomainContext } from '../../platform/http/route-context';
import { passwordOfCaller, recoveryOf, secretFromAddress } from '../../platform/limits/countings';
import { userKey } from '../../platform/limits/keys';
import { tooManyAttempts } from '../../platform/limits/limits';
import type { StaffSessions } from '../staff-sessions';
import { changeStaffAccount, createStaffAccount, staffAccounts } from './accounts';

/**
 * The OpenAPI tag of the calls only the `admin` role may make: the authorization matrix refuses
 * each of them to an `office` member's token (403, status 79).
 */
export const staffAdminTag = 'Orientación: personal';
const tags = ['Orientación'];
const adminTags = [staffAdminTag];
const limitedFailures = { ...commonFailures, 429: tooManyAttempts };
const adminFailures = {
  ...guardedFailures,
  403: guardedFailures[403].describe('Not a staff admin (an office member): status 79; a blocked account: 90'),
};

/**
 * The staff's own passwords (change, recovery, set by link), built on the students' and
 * companies' account code, and the admin's management of staff accounts.
 */
export const staffAccountRoutes: FastifyPluginAsyncZod<DomainContext & { staff: StaffSessions }> = async (
  app,
  { pool, limits, mailer, config, staff },
) => {
  const depsOf = (request: Parameters<typeof requestLanguage>[0]): AccountDeps => ({
    pool,
    mailer,
    settings: config,
    language: requestLanguage(request),
    log: request.log,
    mayMailTo: (userId: number) => limits.allows('recovery.mail', userKey(userId)),
  });

  app.post(
    '/api/Orientacion/cambiaPassword',
    {
      schema: {
        tags,
        summary: "Change the logged staff member's password; their other sessions end",
        description: 'Status 0 with aviso 521. 3 (with mensaje) wrong current password; 28 weak new password.',
        security: bearer,
        body: staffPasswordChangeRequest,
        response: { 200: orRefusal(noticeResponse), ...guardedFailures, 429: tooManyAttempts },
      },
      onRequest: staff.guard,
      preHandler: limits.on(passwordOfCaller),
    },
    (request) =>
      changePassword(depsOf(request), request.staffId!, sessionIdOf(request), {
        passwordActual: request.body.actual,
        passwordNueva: request.body.nueva,
      }),
  );

  app.post(
    '/api/Orientacion/recuperaPassword',
    {
      schema: {
        tags,
        summary: 'Staff password recovery: mails a one-time link to the staff account with that e-mail',
        description: 'Always status 0 with aviso 505, whether or not the account exists.',
        body: staffRecoveryRequest,
        response: { 200: noticeResponse, ...limitedFailures },
      },
      preHandler: limits.on(recoveryOf('email')),
    },
    (request) => requestStaffReset(depsOf(request), request.body.email),
  );

  app.post(
    '/api/Orientacion/establecePassword',
    {
      schema: {
        tags,
        summary: "A staff member's password through a mailed one-time link (a new member's or a recovery's)",
        description: 'Status 0 with aviso 514. 42 link unknown, expired or used; 43 password already set; 28 weak password.',
        body: staffSetPasswordRequest,
        response: { 200: orRefusal(noticeResponse), ...limitedFailures },
      },
      preHandler: limits.on(secretFromAddress),
    },
    (request) => passwordThroughLink(depsOf(request), 'Orientacion', 'either', request.body),
  );

  app.get(
    '/api/Orientacion/personal',
    {
      schema: {
        tags: adminTags,
        summary: 'Staff accounts (admin only): name, e-mail, role, blocked, last login',
        security: bearer,
        response: { 200: staffAccountsResponse, ...adminFailures },
      },
      onRequest: staff.adminGuard,
    },
    (request) => staffAccounts(pool, request.staffId!),
  );

  app.post(
    '/api/Orientacion/personal',
    {
      schema: {
        tags: adminTags,
        summary: 'A new staff account (admin only); the member is mailed a link to set the password',
        description: 'Status 0 with aviso 630 and the account. 140 a staff account has that e-mail; 12 the mail could not be sent (nothing created).',
        security: bearer,
        body: staffAccountCreateRequest,
        response: { 200: orRefusal(staffAccountChangeResponse), ...adminFailures },
      },
      onRequest: staff.adminGuard,
    },
    (request) => createStaffAccount(depsOf(request), request.staffId!, request.body),
  );

  app.post(
    '/api/Orientacion/personal/:id/rol',
    {
      schema: {
        tags: adminTags,
        summary: "Changes a staff member's role (admin only)",
        description: 'Status 0 with aviso 631. 143 no such account; 141 demoting oneself; 142 it would leave no unblocked admin.',
        security: bearer,
        params: staffAccountParams,
        body: staffRoleChangeRequest,
        response: { 200: orRefusal(staffAccountChangeResponse), ...adminFailures },
      },
      onRequest: staff.adminGuard,
    },
    (request) => changeStaffAccount(pool, request.staffId!, request.params.id, { rol: request.body.rol }),
  );

  for (const [action, bloqueado] of [
    ['bloquear', true],
    ['desbloquear', false],
  ] as const) {
    app.post(
      `/api/Orientacion/personal/:id/${action}`,
      {
        schema: {
          tags: adminTags,
          summary: bloqueado
            ? 'Blocks a staff account (admin only): its sessions end at once'
            : 'Unblocks a staff account (admin only)',
          description: bloqueado
            ? 'Status 0 with aviso 632. 143 no such account; 141 blocking oneself; 142 it would leave no unblocked admin.'
            : 'Status 0 with aviso 633. 143 no such account.',
          security: bearer,
          params: staffAccountParams,
          response: { 200: orRefusal(staffAccountChangeResponse), ...adminFailures },
        },
        onRequest: staff.adminGuard,
      },
      (request) => changeStaffAccount(pool, request.staffId!, request.params.id, { bloqueado }),
    );
  }
};
