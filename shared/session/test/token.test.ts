import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from '../src';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('token expiry', () => {
  it('reads the exp claim', () => {
    expect(tokenExpiry(token({ exp: 1234 }))).toBe(1234);
  });

  it('treats a token without exp, garbage or a past exp as expired', () => {
    expect(isTokenExpired(token({ sub: 'x' }))).toBe(true);
    expect(isTokenExpired('not-a-token')).toBe(true);
    expect(isTokenExpired(token({ exp: 100 }), 200)).toBe(true);
    expect(isTokenExpired(token({ exp: 300 }), 200)).toBe(false);
  });
});
