import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guards } from '../auth/guards';
import type { TokenService } from '../auth/tokens';
import type { Pool } from '../db/pool';
import type { FileStore } from '../storage/file-store';

/** What the route plugins need, handed over explicitly by buildApp (no globals, easy to test). */
export interface RouteContext {
  pool: Pool;
  tokens: TokenService;
  guards: Guards;
  /** The shared limit of the calls that check a password (see app.ts). */
  loginLimiter: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Uploaded files, kept where every replica reads them. */
  files: FileStore;
}
