import type { FastifyRequest } from 'fastify';
import { Status, type UserType } from '@portal/contracts';
import type { TokenService } from '../auth/tokens';
import { HttpFailure } from '../http/envelope';

/** Who calls a survey route: a logged user of either type, or an anonymous visitor. */
export type SurveyCaller = { kind: 'user'; id: number; type: UserType } | { kind: 'anonymous' };

/**
 * The survey routes are open to anyone (a foreign site, an anonymous respondent), so they read
 * the token themselves: none means anonymous; a bad or expired one is a lost session (2), not
 * a silent downgrade to anonymous.
 */
export const surveyCallerOf = async (
  request: FastifyRequest,
  tokens: TokenService,
): Promise<SurveyCaller> => {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return { kind: 'anonymous' };
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  const claims = token ? await tokens.verify(token) : undefined;
  if (!claims) throw new HttpFailure(401, Status.sessionLost);
  return { kind: 'user', id: Number(claims.sub), type: claims.tipo };
};

/** The same, for the calls only a logged user makes. */
export const loggedSurveyCallerOf = async (request: FastifyRequest, tokens: TokenService) => {
  const caller = await surveyCallerOf(request, tokens);
  if (caller.kind === 'anonymous') throw new HttpFailure(401, Status.sessionLost);
  return caller;
};
