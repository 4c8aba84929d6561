import type { FastifyRequest } from 'fastify';
import { Status, type UserType } from '@portal/contracts';
import type { Sessions } from '../platform/auth/sessions';
import { HttpFailure } from '../platform/http/envelope';

/** Who calls a survey route: a logged user of either type, or an anonymous visitor. */
export type SurveyCaller = { kind: 'user'; id: number; type: UserType } | { kind: 'anonymous' };

/**
 * The survey routes are open to anyone (a foreign site, an anonymous respondent), so they ask
 * the sessions who calls: no token means anonymous; a bad, expired or ended one is a lost session
 * (2), not a silent downgrade to anonymous; a staff token answers no survey (2).
 */
export const surveyCallerOf = async (
  request: FastifyRequest,
  sessions: Pick<Sessions, 'callerOf'>,
): Promise<SurveyCaller> => {
  const caller = await sessions.callerOf(request);
  if (!caller) return { kind: 'anonymous' };
  if (caller.kind !== 'user') throw new HttpFailure(401, Status.sessionLost);
  return { kind: 'user', id: Number(caller.claims.sub), type: caller.claims.tipo };
};

/** The same, for the calls only a logged user makes. */
export const loggedSurveyCallerOf = async (request: FastifyRequest, sessions: Pick<Sessions, 'callerOf'>) => {
  const caller = await surveyCallerOf(request, sessions);
  if (caller.kind === 'anonymous') throw new HttpFailure(401, Status.sessionLost);
  return caller;
};
