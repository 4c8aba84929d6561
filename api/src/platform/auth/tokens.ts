import { SignJWT, jwtVerify } from 'jose';
import { tokenClaims, type TokenClaims, type UserType } from '@portal/contracts';

/** Who issues the tokens; a token signed with the same secret for another purpose is refused. */
export const tokenIssuer = 'careers-portal';

/**
 * Tokens of the careers office (users of type Orientacion) carry their own issuer: a student or
 * company route refuses them exactly as a staff route refuses any student or company token.
 */
export const staffIssuer = 'careers-portal/orientacion';

export interface SessionSubject {
  /** The user's id. */
  sub: string;
  tipo: UserType;
  /** Company logins: the company the session acts for. */
  idEmpresa?: number;
}

/** A token whose signature, issuer and expiry hold; whether its session is still open is sessions.ts's business. */
export type VerifiedToken =
  | { kind: 'user'; claims: TokenClaims; sessionId: string }
  | { kind: 'staff'; staffId: number; sessionId: string; exp: number };

export interface TokenService {
  /** Signs the token of the session `sessionId` (its JWT id): open sessions with sessions.ts, not here. */
  issue(subject: SessionSubject, sessionId: string): Promise<string>;
  issueStaff(staffId: number, sessionId: string): Promise<string>;
  /** The claims of a valid user token; undefined for a missing, tampered, foreign or expired one. */
  verify(token: string): Promise<TokenClaims | undefined>;
  /** A valid token of either kind with its session id; undefined otherwise. */
  read(token: string): Promise<VerifiedToken | undefined>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many verified tokens a process remembers (about 300 bytes each); the oldest go first. */
const rememberedTokens = 10_000;

/** The token's expiry in seconds since the epoch, whichever kind it is. */
const expiryOf = (token: VerifiedToken) => (token.kind === 'user' ? token.claims.exp : token.exp);

/** Signed session tokens (HS256), with the claims of the contract's tokenClaims and an expiry. */
export const createTokenService = ({
  secret,
  ttlSeconds,
}: {
  secret: string;
  ttlSeconds: number;
}): TokenService => {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, sub: string, issuer: string, sessionId: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(issuer)
      .setIssuedAt()
      // Each login its own session id: ending one session ends only that one.
      .setJti(sessionId)
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(key);
  const verifySignature = async (token: string): Promise<VerifiedToken | undefined> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: [tokenIssuer, staffIssuer],
      });
      // Session ids are UUIDs (a database key): anything else is not one of our tokens.
      if (typeof payload.jti !== 'string' || !uuid.test(payload.jti)) return undefined;
      if (payload.iss === staffIssuer) {
        const staffId = Number(payload.sub);
        return Number.isSafeInteger(staffId) && staffId > 0 && typeof payload.exp === 'number'
          ? { kind: 'staff', staffId, sessionId: payload.jti, exp: payload.exp }
          : undefined;
      }
      const claims = tokenClaims.safeParse(payload);
      return claims.success ? { kind: 'user', claims: claims.data, sessionId: payload.jti } : undefined;
    } catch {
      return undefined;
    }
  };
  /*
   * Whether a token's signature, issuer and claims hold never changes: a token that verified once
   * is remembered (by its whole text, signature included) until it expires, so a request with it
   * skips the HMAC. Whether its session is still open is asked of the database on every request
   * (sessions.ts): remembering a token never keeps an ended session alive.
   */
  const verified = new Map<string, VerifiedToken>();
  const read = async (token: string): Promise<VerifiedToken | undefined> => {
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    // jose's rule: a token whose exp is now or earlier has expired.
    if (known && expiryOf(known) > now) return known;
    if (known) verified.delete(token);
    const fresh = await verifySignature(token);
    if (fresh) {
      if (verified.size >= rememberedTokens) verified.delete(verified.keys().next().value!);
      verified.set(token, fresh);
    }
    return fresh;
  };
  return {
    issue: ({ sub, tipo, idEmpresa }, sessionId) =>
      sign(idEmpresa === undefined ? { tipo } : { tipo, idEmpresa }, sub, tokenIssuer, sessionId),
    issueStaff: (staffId, sessionId) => sign({ tipo: 'Orientacion' }, String(staffId), staffIssuer, sessionId),
    verify: async (token) => {
      const verified = await read(token);
      return verified?.kind === 'user' ? verified.claims : undefined;
    },
    read,
  };
};
