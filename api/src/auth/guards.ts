import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Status, type TokenClaims, type UserType } from '@portal/contracts';
import { HttpFailure } from '../http/envelope';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified claims of the caller's token, set by a guard. */
    auth: TokenClaims | null;
  }
}

/** The claims a guard has checked; calling it on an unguarded route is a programming error. */
export const authOf = (request: FastifyRequest): TokenClaims => {
  if (!request.auth) throw new Error(`Route ${request.routeOptions.url} reads the session without a guard`);
  return request.auth;
};

export interface Guards {
  student: onRequestAsyncHookHandler;
  company: onRequestAsyncHookHandler;
  /** A student or a company: calls both make (the internship proposal's checks); the route tells them apart. */
  studentOrCompany: onRequestAsyncHookHandler;
}

const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

/**
 * Route hooks that let through only a valid token of one user type. They run at onRequest,
 * before the body is read or validated: a caller without the right session learns nothing about
 * the route's input and changes nothing.
 * - no token, a tampered, foreign or expired one: 401, status 2 (session lost, the client logs out);
 * - a valid token of the other user type: 403, status 79 (no permission).
 */
export const createGuards = (tokens: TokenService): Guards => {
  const requireUser =
    (...tipos: UserType[]): onRequestAsyncHookHandler =>
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      const claims = token ? await tokens.verify(token) : undefined;
      if (!claims) throw new HttpFailure(401, Status.sessionLost);
      if (!tipos.includes(claims.tipo)) throw new HttpFailure(403, Status.accessDeniedRole);
      // A company session always acts for one company; a token without it is not one of ours.
      if (claims.tipo === 'Empresa' && claims.idEmpresa === undefined)
        throw new HttpFailure(401, Status.sessionLost);
      request.auth = claims;
    };
  return {
    student: requireUser('Alumno'),
    company: requireUser('Empresa'),
    studentOrCompany: requireUser('Alumno', 'Empresa'),
  };
};
