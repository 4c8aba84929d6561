import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Status } from '@portal/contracts';
import { batched, type Batched } from '../db/batched';
import { batchPoolOf, type Pool } from '../db/pool';
import { HttpFailure } from '../http/envelope';
import type { SessionSubject, TokenService, VerifiedToken } from './tokens';

/**
 * The sessions the server knows (table user_sessions, migration 049). This file is the one place
 * that reads a request's Authorization header: the guards (guards.ts) and the routes open to
 * everyone that still tell a logged caller apart (contact form, surveys) all ask `callerOf`, so a
 * token ended by logout, a password change or reset, a block or a leave request is refused
 * everywhere alike. test/sessions-one-path.test.ts fails when another file reads the header.
 */
export type Caller = VerifiedToken;

export interface Sessions {
  /** Records a new session of a student or company user and signs its token. */
  open(subject: SessionSubject): Promise<string>;
  /** The same for a careers-office (staff) user. */
  openStaff(staffId: number): Promise<string>;
  /**
   * The caller behind the request's bearer token: undefined without an Authorization header
   * (an anonymous visitor). A token that is not valid now is refused, never taken as anonymous:
   * tampered, foreign, expired, or its session ended: 401, status 2; its account or the company it
   * acts for blocked: 403, status 90. Checked once per request.
   */
  callerOf(request: FastifyRequest): Promise<Caller | undefined>;
  /**
   * The request's token alone, without asking whether its session is still open: undefined
   * without an Authorization header, 401 (status 2) for a token that is not valid now. For a guard
   * that runs before the body is read when the session lookup waits for it (guards.ts).
   */
  tokenOf(request: FastifyRequest): Promise<Caller | undefined>;
  /** Logout: the caller's session ends now (and its token with it). */
  end(request: FastifyRequest): Promise<void>;
  /** Every open session of the account ends but `keptSessionId` (a request to leave the service). */
  endOthersOf(userId: number, keptSessionId: string | undefined, reason: string): Promise<void>;
}

/** The id of the caller's session, once a guard or callerOf has checked it. */
export const sessionIdOf = (request: FastifyRequest): string | undefined => checked.get(request)?.sessionId;

/**
 * What the session lookup read in the same statement as the session, at no extra round trip: the
 * version of each set of data a server keeps in memory (table kept_data_versions, migration 062)
 * and the database's clock, in microseconds since the epoch. A route that answers from memory
 * compares its copy with them: they are the database's as the request began.
 */
export interface SeenAtLookup {
  versions: Readonly<Record<string, string>>;
  nowMicros: bigint;
  /** What the route's lookup companion answered, when the route has one and it was asked. */
  companion?: { value: unknown };
}

/**
 * A question a route asks in the same statement as the request's session lookup, at no extra
 * round trip (route option `config.lookupCompanion`): a scalar SQL expression that may read the
 * session's own user (`caller.user_id`, checked by the same statement) and the values `values`
 * gives, as a JSON array (`caller.args`, e.g. `caller.args->>0`). `values` answers undefined when
 * the request's input is not one to put to SQL before the route has checked it: the companion is
 * then not asked, and the route asks on its own. The lookup runs where the route's guard runs: at
 * onRequest `values` sees the address (params, query); a route whose companion reads the body
 * runs its guard at preValidation, after the token's own check at onRequest (guards.ts).
 */
export interface LookupCompanion {
  name: string;
  sql: string;
  values(request: FastifyRequest): unknown[] | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    lookupCompanion?: LookupCompanion;
  }
}

/** What the session lookup of this request saw; calling it on an unguarded route is a programming error. */
export const seenAtLookup = (request: FastifyRequest): SeenAtLookup => {
  const lookup = seen.get(request);
  if (!lookup) throw new Error(`Route ${request.routeOptions.url} reads the session lookup without a guard`);
  return lookup;
};

const checked = new WeakMap<FastifyRequest, Caller>();
const seen = new WeakMap<FastifyRequest, SeenAtLookup>();
const pending = new WeakMap<FastifyRequest, Promise<Caller | undefined>>();

const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

interface SessionState {
  ended: boolean;
  blocked: boolean;
  versions: Readonly<Record<string, string>>;
  nowMicros: bigint;
  companion?: unknown;
}

interface SessionQuestion {
  sessionId: string;
  userId: number;
  userType: string;
  companyId: number | null;
  /** The companion's values, as a JSON array (only in a companion's batch). */
  args?: string;
}

/**
 * The session lookups of many requests in one statement (db/batched.ts), with a route's companion
 * as one more value of each: whether each session is ended, and its account or company blocked.
 * The versions of the data kept in memory and the clock are read once, in the same snapshot.
 */
const sessionStatesSql = (companion?: LookupCompanion) =>
  `SELECT (SELECT json_object_agg(k.name, k.version::text) FROM kept_data_versions k) AS versions,
          (extract(epoch FROM now()) * 1000000)::bigint::text AS "nowMicros",
          (SELECT coalesce(json_agg(json_build_array(caller.n, s.ended_at IS NOT NULL,
                                                     u.blocked OR coalesce(c.blocked, false)${companion ? `,
                                                     (${companion.sql})` : ''})), '[]')
             FROM unnest($1::uuid[], $2::integer[], $3::text[], $4::integer[]${companion ? ', $5::jsonb[]' : ''})
                    WITH ORDINALITY AS caller(session_id, user_id, user_type, company_id${companion ? ', args' : ''}, n)
             JOIN user_sessions s ON s.id = caller.session_id AND s.user_id = caller.user_id
                                 AND s.user_type = caller.user_type AND s.company_id IS NOT DISTINCT FROM caller.company_id
             JOIN users u ON u.id = s.user_id AND u.user_type = s.user_type
             LEFT JOIN companies c ON c.id = s.company_id) AS states`;

export const createSessions = ({
  pool,
  tokens,
  ttlSeconds,
}: {
  pool: Pool;
  tokens: TokenService;
  ttlSeconds: number;
}): Sessions => {
  const record = async (userId: number, userType: string, companyId: number | null): Promise<string> => {
    const id = randomUUID();
    // Sessions past their expiry are kept no longer: their tokens are refused by their exp anyway.
    await pool.query('DELETE FROM user_sessions WHERE expires_at < now()');
    await pool.query(
      `INSERT INTO user_sessions (id, user_id, user_type, company_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [id, userId, userType, companyId, ttlSeconds],
    );
    return id;
  };

  /** The lookups of one companion (or of none, under ''), each a batch of the requests that arrived together. */
  const lookups = new Map<string, Batched<SessionQuestion, SessionState | undefined>>();
  const lookupsFor = (companion: LookupCompanion | undefined) => {
    const key = companion?.name ?? '';
    let batch = lookups.get(key);
    if (!batch) {
      const text = sessionStatesSql(companion);
      // A named statement (one per companion), parsed and planned once per connection.
      const name = companion ? `session-states/${companion.name}` : 'session-states';
      const many = async (questions: SessionQuestion[]) => {
        const { rows } = await batchPoolOf(pool).query<{ versions: Record<string, string> | null; nowMicros: string; states: unknown[][] }>({
          name,
          text,
          values: [
            questions.map((question) => question.sessionId),
            questions.map((question) => question.userId),
            questions.map((question) => question.userType),
            questions.map((question) => question.companyId),
            ...(companion ? [questions.map((question) => question.args)] : []),
          ],
        });
        const { versions, nowMicros, states } = rows[0]!;
        const common = { versions: versions ?? {}, nowMicros: BigInt(nowMicros) };
        const answers: (SessionState | undefined)[] = questions.map(() => undefined);
        for (const [n, ended, blocked, companionValue] of states)
          answers[Number(n) - 1] = { ...common, ended: ended === true, blocked: blocked === true, companion: companionValue };
        return answers;
      };
      batch = batched({
        many,
        // The same request twice at once (a double click): one lookup, and one companion's read.
        keyOf: (question) => [question.sessionId, question.userId, question.userType, question.companyId, question.args].join('/'),
      });
      lookups.set(key, batch);
    }
    return batch;
  };

  /** The session as the server knows it now, in one lookup: ended, and its account or company blocked. */
  const stateOf = async (
    token: VerifiedToken,
    asked?: { companion: LookupCompanion; values: unknown[] },
  ): Promise<SessionState | undefined> => {
    const [userId, userType, companyId] =
      token.kind === 'staff'
        ? [token.staffId, 'Orientacion', null]
        : [Number(token.claims.sub), token.claims.tipo, token.claims.idEmpresa ?? null];
    if (!Number.isSafeInteger(userId) || userId <= 0 || userId > 2_147_483_647) return undefined;
    // Asked on every request, together with the other requests that arrived at the same time.
    return lookupsFor(asked?.companion).ask({
      sessionId: token.sessionId,
      userId,
      userType,
      companyId,
      ...(asked ? { args: JSON.stringify(asked.values) } : {}),
    });
  };

  const tokenOf = async (request: FastifyRequest): Promise<Caller | undefined> => {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') return undefined;
    const token = bearerToken(header);
    const verified = token ? await tokens.read(token) : undefined;
    if (!verified) throw new HttpFailure(401, Status.sessionLost);
    return verified;
  };

  const resolve = async (request: FastifyRequest): Promise<Caller | undefined> => {
    const verified = await tokenOf(request);
    if (!verified) return undefined;
    const companion = request.routeOptions.config.lookupCompanion;
    const values = companion?.values(request);
    const asked = companion && values ? { companion, values } : undefined;
    const state = await stateOf(verified, asked);
    if (!state) throw new HttpFailure(401, Status.sessionLost);
    // Blocked is said as such (90, spec 000 §4), so the user learns why the session ended.
    if (state.blocked) throw new HttpFailure(403, Status.blocked);
    if (state.ended) throw new HttpFailure(401, Status.sessionLost);
    checked.set(request, verified);
    seen.set(request, {
      versions: state.versions,
      nowMicros: state.nowMicros,
      ...(asked ? { companion: { value: state.companion ?? null } } : {}),
    });
    return verified;
  };

  const callerOf = (request: FastifyRequest): Promise<Caller | undefined> => {
    let answer = pending.get(request);
    if (!answer) {
      answer = resolve(request);
      pending.set(request, answer);
    }
    return answer;
  };

  return {
    open: async (subject) =>
      tokens.issue(subject, await record(Number(subject.sub), subject.tipo, subject.idEmpresa ?? null)),
    openStaff: async (staffId) => tokens.issueStaff(staffId, await record(staffId, 'Orientacion', null)),
    callerOf,
    tokenOf,
    end: async (request) => {
      const caller = await callerOf(request);
      if (!caller) return;
      await pool.query(
        `UPDATE user_sessions SET ended_at = now(), ended_reason = 'logout' WHERE id = $1 AND ended_at IS NULL`,
        [caller.sessionId],
      );
    },
    endOthersOf: async (userId, keptSessionId, reason) => {
      await pool.query(
        `UPDATE user_sessions SET ended_at = now(), ended_reason = $2
          WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $3::uuid`,
        [userId, reason, keptSessionId ?? null],
      );
    },
  };
};
