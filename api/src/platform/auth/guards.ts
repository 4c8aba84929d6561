import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Status, type TokenClaims, type UserType } from '@portal/contracts';
import { HttpFailure } from '../http/envelope';
import type { Caller, Sessions } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified claims of the caller's token, set by a guard. */
    auth: TokenClaims | null;
    /** The staff user's id, set by the staff guard. */
    staffId?: number;
  }
}

/** The claims a guard has checked; calling it on an unguarded route is a programming error. */
export const authOf = (request: FastifyRequest): TokenClaims => {
  if (!request.auth) throw new Error(`Route ${request.routeOptions.url} reads the session without a guard`);
  return request.auth;
};

export interface Guards {
  student: onRequestAsyncHookHandler;
  /**
   * A student's token alone (signature, expiry, user type) at onRequest, for a route whose session
   * lookup reads the body (its lookup companion): that route runs `student` at preValidation too,
   * which checks the session with the body read. A caller without a valid student token is
   * refused before the body is read; one whose session has ended, once it is read (before the
   * route's validation), so it still learns nothing about the route's checks and changes nothing.
   */
  studentToken: onRequestAsyncHookHandler;
  company: onRequestAsyncHookHandler;
  /** A student or a company: calls both make (the internship proposal's checks); the route tells them apart. */
  studentOrCompany: onRequestAsyncHookHandler;
  /** A careers-office (staff) user: sets request.staffId. */
  staff: onRequestAsyncHookHandler;
}

/**
 * Route hooks that let through only an open session of one user type (sessions.ts checks the
 * token and its session). They run at onRequest, before the body is read or validated: a caller
 * without the right session learns nothing about the route's input and changes nothing.
 * - no token, a tampered, foreign, expired or ended one: 401, status 2 (session lost, the client logs out);
 * - its account or company blocked: 403, status 90;
 * - a valid token of the other user type: 403, status 79 (no permission); a staff token on a
 *   student or company route, and any other token on a staff route: 401, status 2.
 */
export const createGuards = (sessions: Pick<Sessions, 'callerOf' | 'tokenOf'>): Guards => {
  /** The claims of a caller of one of `tipos`, or the refusal. */
  const claimsOf = (caller: Caller | undefined, tipos: UserType[]): TokenClaims => {
    if (caller?.kind !== 'user') throw new HttpFailure(401, Status.sessionLost);
    const { claims } = caller;
    if (!tipos.includes(claims.tipo)) throw new HttpFailure(403, Status.accessDeniedRole);
    // A company session always acts for one company; a token without it is not one of ours.
    if (claims.tipo === 'Empresa' && claims.idEmpresa === undefined) throw new HttpFailure(401, Status.sessionLost);
    return claims;
  };
  const requireUser =
    (...tipos: UserType[]): onRequestAsyncHookHandler =>
    async (request) => {
      request.auth = claimsOf(await sessions.callerOf(request), tipos);
    };
  return {
    student: requireUser('Alumno'),
    studentToken: async (request) => {
      claimsOf(await sessions.tokenOf(request), ['Alumno']);
    },
    company: requireUser('Empresa'),
    studentOrCompany: requireUser('Alumno', 'Empresa'),
    staff: async (request) => {
      const caller = await sessions.callerOf(request);
      if (caller?.kind !== 'staff') throw new HttpFailure(401, Status.sessionLost);
      request.staffId = caller.staffId;
    },
  };
};
