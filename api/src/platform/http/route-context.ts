import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { Guards } from '../auth/guards';
import type { Sessions } from '../auth/sessions';
import type { Pool } from '../db/pool';
import type { Limits } from '../limits/limits';
import type { FileStore } from '../storage/file-store';

/** What the route plugins need, handed over explicitly by buildApp (no globals, easy to test). */
export interface RouteContext {
  pool: Pool;
  /** Opens sessions (logins) and tells who calls (auth/sessions.ts): the only reader of tokens. */
  sessions: Sessions;
  guards: Guards;
  /** Rate limits counted in PostgreSQL (limits/limits.ts): `preHandler: limits.on(...)`. */
  limits: Limits;
  /** Uploaded files, kept where every replica reads them. */
  files: FileStore;
}

/** What a domain's plugin gets: the route context, the mailer and the server's configuration. */
export interface DomainContext extends RouteContext {
  mailer: Mailer;
  config: Config;
}
