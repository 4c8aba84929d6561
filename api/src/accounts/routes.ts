import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountUserResponse,
  cifExistsResponse,
  companyAccountRequest,
  companyRecoveryRequest,
  dataProtectionAcceptedResponse,
  dataProtectionTextResponse,
  leaveRequest,
  noticeResponse,
  passwordChangeRequest,
  passwordWithLinkRequest,
  sessionEndedResponse,
  studentRecoveryRequest,
  studentRegistrationRequest,
  type UserType,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { bearer, commonFailures, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import type { Mailer } from '../platform/mail/mailer';
import { requestLanguage, type AccountDeps, type AccountSettings } from './context';
import { acceptDataProtection, dataProtectionTextInForce, requestLeave } from './consent';
import {
  accountUserOf,
  changePassword,
  passwordThroughLink,
  requestCompanyReset,
  requestStudentReset,
} from './passwords';
import { cifExists, registerStudent, requestCompanyAccount } from './registration';
import { sessionIdOf } from '../platform/auth/sessions';
import {
  accountRequest,
  passwordOfCaller,
  recoveryOf,
  registration,
  secretFromAddress,
} from '../platform/limits/countings';
import { userKey } from '../platform/limits/keys';
import { tooManyAttempts } from '../platform/limits/limits';
import type { RouteContext } from '../platform/http/route-context';

export interface AccountRouteContext extends RouteContext {
  mailer: Mailer;
  accountSettings: AccountSettings;
}

const tags = ['Cuenta'];
const limitedFailures = { ...commonFailures, 429: tooManyAttempts };

/**
 * Accounts beyond the login: registration, company account request, password recovery through
 * one-time links, password change, data-protection acceptance, request to leave the service.
 * Every call that checks a password shares the login's rate limit; recovery, registration and
 * account requests have their own (limits/policies.ts).
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteContext> = async (
  app,
  { pool, sessions, guards, limits, mailer, accountSettings },
) => {
  const depsOf = (request: { log: AccountDeps['log'] } & Parameters<typeof requestLanguage>[0]): AccountDeps => ({
    pool,
    mailer,
    settings: accountSettings,
    language: requestLanguage(request),
    log: request.log,
    // Recovery mails to one account are limited whoever asks for them (and silently: the
    // answer never tells whether an account exists).
    mayMailTo: (userId: number) => limits.allows('recovery.mail', userKey(userId)),
  });
  const guardOf = (userType: UserType) => (userType === 'Alumno' ? guards.student : guards.company);

  app.post(
    '/api/Alumno/registrarUsuario',
    {
      schema: {
        tags,
        summary: 'Student registration (brand permission canRegistroAlumno)',
        description:
          'Status 0 with aviso 522. 16 e-mail registered; 94 national id registered; 95 a graduate of the ' +
          'institution must use the institutional login; 66 malformed national id; 28 weak password; 79 registration disabled.',
        body: studentRegistrationRequest,
        response: { 200: orRefusal(noticeResponse), ...limitedFailures },
      },
      preHandler: limits.on(registration),
    },
    (request) => registerStudent(depsOf(request), request.body),
  );

  app.post(
    '/api/Alumno/solicitarReseteoPassword',
    {
      schema: {
        tags,
        summary: 'Student password recovery: mails a one-time reset link',
        description: 'Always status 0 with aviso 505, whether or not the account exists.',
        body: studentRecoveryRequest,
        response: { 200: noticeResponse, ...limitedFailures },
      },
      preHandler: limits.on(recoveryOf('usuario')),
    },
    (request) => requestStudentReset(depsOf(request), request.body.usuario),
  );

  app.post(
    '/api/Empresa/recuerdoPassword',
    {
      schema: {
        tags,
        summary: "Company password recovery by CIF (or the user's e-mail): mails one-time reset links",
        description: 'Always status 0 with aviso 505, whether or not the company or user exists.',
        body: companyRecoveryRequest,
        response: { 200: noticeResponse, ...limitedFailures },
      },
      preHandler: limits.on(recoveryOf('cif')),
    },
    (request) => requestCompanyReset(depsOf(request), request.body.cif),
  );

  for (const userType of ['Alumno', 'Empresa'] as const) {
    app.post(
      `/api/${userType}/restablecerPassword`,
      {
        schema: {
          tags,
          summary: 'A new password through the one-time link of a recovery mail',
          description: 'Status 0 with aviso 508. 42 link unknown, expired or used; 28 weak password.',
          body: passwordWithLinkRequest,
          response: { 200: orRefusal(noticeResponse), ...limitedFailures },
        },
        preHandler: limits.on(secretFromAddress),
      },
      (request) => passwordThroughLink(depsOf(request), userType, 'reset', request.body),
    );

    app.get(
      `/api/${userType}/editaUsuario`,
      {
        schema: {
          tags,
          summary: "The logged user's account",
          security: bearer,
          response: { 200: orRefusal(accountUserResponse), ...guardedFailures },
        },
        onRequest: guardOf(userType),
      },
      (request) => accountUserOf({ pool }, Number(authOf(request).sub)),
    );

    // editaUsuario is ours; editarPassword is the spec's name for the same call (000 §7, C6).
    for (const url of [`/api/${userType}/editaUsuario`, `/api/${userType}/editarPassword`])
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Change the password of the logged user',
          description: 'Status 0 with aviso 521. 3 (with mensaje) wrong current password; 28 weak new password.',
          security: bearer,
          body: passwordChangeRequest,
          response: { 200: orRefusal(noticeResponse), ...guardedFailures, 429: tooManyAttempts },
        },
        onRequest: guardOf(userType),
        preHandler: limits.on(passwordOfCaller),
      },
      // The session that changes its password stays open; every other one of the account ends.
      (request) =>
        changePassword(depsOf(request), Number(authOf(request).sub), sessionIdOf(request), request.body),
    );

    app.post(
      `/api/${userType}/cerrarSesion`,
      {
        schema: {
          tags,
          summary: 'Logout: the session token stops working at once',
          security: bearer,
          response: { 200: sessionEndedResponse, ...guardedFailures },
        },
        onRequest: guardOf(userType),
      },
      async (request) => {
        await sessions.end(request);
        return ok(null);
      },
    );

    app.get(
      `/api/${userType}/guardaAceptacionRGPD`,
      {
        schema: {
          tags,
          summary: 'The logged user accepts the data-protection text in force',
          security: bearer,
          response: { 200: orRefusal(dataProtectionAcceptedResponse), ...guardedFailures },
        },
        onRequest: guardOf(userType),
      },
      (request) => acceptDataProtection(pool, Number(authOf(request).sub)),
    );
  }

  app.post(
    '/api/Empresa/establecerPassword',
    {
      schema: {
        tags,
        summary: 'The first password of a company user, through the one-time link of the account mail',
        description: 'Status 0 with aviso 514. 42 link unknown, expired or used; 43 password already set; 28 weak password.',
        body: passwordWithLinkRequest,
        response: { 200: orRefusal(noticeResponse), ...limitedFailures },
      },
      preHandler: limits.on(secretFromAddress),
    },
    (request) => passwordThroughLink(depsOf(request), 'Empresa', 'set', request.body),
  );

  app.get(
    '/api/Alumno/dameTextoRGPDactual',
    {
      schema: {
        tags,
        summary: 'The data-protection text in force, in the language of Accept-Language',
        response: { 200: orRefusal(dataProtectionTextResponse), ...commonFailures },
      },
    },
    (request) => dataProtectionTextInForce(pool, requestLanguage(request)),
  );

  app.get(
    '/api/Empresa/existeCIF/:cif',
    {
      schema: {
        tags,
        summary: 'Whether a company with that CIF exists',
        description: '33 for a malformed CIF.',
        params: z.object({ cif: z.string().trim().min(1).max(20) }),
        response: { 200: orRefusal(cifExistsResponse), ...commonFailures },
      },
    },
    (request) => cifExists(pool, request.params.cif),
  );

  app.post(
    '/api/Empresa/solicitarCuenta',
    {
      schema: {
        tags,
        summary: 'A company asks for an account; its user gets a link to set the password',
        description:
          'Status 0 with aviso 503 (pending validation). 33 malformed CIF; 8 the CIF is registered; 29 the e-mail ' +
          'has a pending request; 44 the e-mail belongs to a user of another company; 12 the mail could not be sent.',
        body: companyAccountRequest,
        response: { 200: orRefusal(noticeResponse), ...limitedFailures },
      },
      preHandler: limits.on(accountRequest),
    },
    (request) => requestCompanyAccount(depsOf(request), request.body),
  );

  app.post(
    '/api/Alumno/solicitarBajaServicio',
    {
      schema: {
        tags,
        summary: 'The logged student asks to leave the service (brand flag canBorrarCuenta)',
        description: 'Status 0 with aviso 517; 79 when the brand does not allow it.',
        security: bearer,
        body: leaveRequest,
        response: { 200: orRefusal(noticeResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    // Asking to leave ends every other session of the account (issue 15).
    (request) =>
      requestLeave({ pool, sessions }, Number(authOf(request).sub), sessionIdOf(request), request.body.motivo),
  );
};
