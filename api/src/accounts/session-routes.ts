import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companiesOfUserRequest,
  companiesOfUserResponse,
  companyLoginRequest,
  failureEnvelope,
  loginResponse,
  studentLoginRequest,
} from '@portal/contracts';
import { commonFailures, orRefusal } from '../platform/http/envelope';
import { languageOf, messagesFor } from '../platform/http/messages';
import { passwordOfNamedAccount } from '../platform/limits/countings';
import { companiesOfUser, companyLogin, studentLogin } from './login';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Sesión'];
const loginFailures = {
  ...commonFailures,
  429: failureEnvelope.describe('Too many attempts for this address and user: status 429'),
};

/** Logins of students and company users, and the company picker of multi-company users. */
export const sessionRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { pool, sessions, limits },
) => {
  // The three calls share one counter per account, so together they allow LOGIN_RATE_LIMIT guesses
  // a minute, not three times as many.
  const loginLimit = limits.on(passwordOfNamedAccount('usuario'));
  const depsOf = (request: FastifyRequest) => ({
    pool,
    sessions,
    messages: messagesFor(request),
    language: languageOf(request.headers['accept-language']),
  });

  app.post(
    '/api/Alumno/logaUsuario',
    {
      schema: {
        tags,
        summary: 'Student login',
        description:
          'Status 0 with the session token; 3 (with mensaje) for an unknown user or a wrong password; 90 blocked.',
        body: studentLoginRequest,
        response: { 200: orRefusal(loginResponse), ...loginFailures },
      },
      preHandler: loginLimit,
    },
    (request) => studentLogin(depsOf(request), request.body),
  );

  app.post(
    '/api/Empresa/logaUsuario',
    {
      schema: {
        tags,
        summary: 'Company user login',
        description:
          'Status 0 with a token bound to one company (idEmpresa). A user of several companies without idEmpresa ' +
          'gets 15 (ask dameEmpresasDelUsuario, then log in again with the chosen idEmpresa); a company that is ' +
          'not theirs gets 71 (no permission for this company); unknown user or wrong password 3; blocked 90.',
        body: companyLoginRequest,
        response: { 200: orRefusal(loginResponse), ...loginFailures },
      },
      preHandler: loginLimit,
    },
    (request) => companyLogin(depsOf(request), request.body),
  );

  app.post(
    '/api/Empresa/dameEmpresasDelUsuario',
    {
      schema: {
        tags,
        summary: 'Companies of a company user (to pick one at login)',
        description: 'Needs the same credentials as the login; a wrong password gets 3.',
        body: companiesOfUserRequest,
        response: { 200: orRefusal(companiesOfUserResponse), ...loginFailures },
      },
      preHandler: loginLimit,
    },
    (request) => companiesOfUser(depsOf(request), request.body),
  );
};
