import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { tokenClaims, type TokenClaims, type UserType } from '@portal/contracts';

/** Who issues the tokens; a token signed with the same secret for another purpose is refused. */
export const tokenIssuer = 'careers-portal';

export interface SessionSubject {
  /** The user's id. */
  sub: string;
  tipo: UserType;
  /** Company logins: the company the session acts for. */
  idEmpresa?: number;
}

export interface TokenService {
  issue(subject: SessionSubject): Promise<string>;
  /** The claims of a valid token; undefined for a missing, tampered, foreign or expired one. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

/** Signed session tokens (HS256), with the claims of the contract's tokenClaims and an expiry. */
export const createTokenService = ({
  secret,
  ttlSeconds,
}: {
  secret: string;
  ttlSeconds: number;
}): TokenService => {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ sub, tipo, idEmpresa }) =>
      new SignJWT(idEmpresa === undefined ? { tipo } : { tipo, idEmpresa })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(tokenIssuer)
        .setIssuedAt()
        // Each login its own token, even twice in one second: ending one session ends only that one.
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: tokenIssuer });
        const claims = tokenClaims.safeParse(payload);
        return claims.success ? claims.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
};
