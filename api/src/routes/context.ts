import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guards } from '../auth/guards';
import type { TokenService } from '../auth/tokens';
import type { Pool } from '../db/pool';

/** What the route plugins need, handed over explicitly by buildApp (no globals, easy to test). */
export interface RouteContext {
  pool: Pool;
  tokens: TokenService;
  guards: Guards;
  /** The shared limit of the calls that check a password (see app.ts). */
  loginLimiter: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
