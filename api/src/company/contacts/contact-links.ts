import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to one company contact's data (the link-access mode of
 * `dameDatosContactoPorId`, spec 001 §7). `parametrosControl` is `v1.<companyId>.<expiry>.<mac>`:
 * the expiry in Unix seconds and an HMAC-SHA256 of the contact, its company and the expiry. The
 * key is derived from the server's token secret for this purpose alone, so neither a session token
 * nor any other signature of the server is ever a valid link, and no link is a valid token.
 */

const version = 'v1';
const purpose = 'careers-portal/contact-link';
const shape = /^v1\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface ContactLink {
  parametrosControl: string;
  /** When the link stops working. */
  expiresAt: Date;
}

/** What a posted link turns out to be: the contact's company, or why it is refused. */
export type ContactLinkVerdict = { valid: true; companyId: number } | { valid: false; reason: 'tampered' | 'expired' };

export interface ContactLinks {
  sign(companyId: number, contactId: number, now?: Date): ContactLink;
  verify(parametrosControl: string, contactId: number, now?: Date): ContactLinkVerdict;
}

export const createContactLinks = ({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }): ContactLinks => {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const macOf = (companyId: number, contactId: number, expiry: number) =>
    createHmac('sha256', key).update(`${version}|${companyId}|${contactId}|${expiry}`).digest();

  return {
    sign(companyId, contactId, now = new Date()) {
      const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const mac = macOf(companyId, contactId, expiry).toString('base64url');
      return { parametrosControl: `${version}.${companyId}.${expiry}.${mac}`, expiresAt: new Date(expiry * 1000) };
    },
    verify(parametrosControl, contactId, now = new Date()) {
      const parts = shape.exec(parametrosControl);
      if (!parts) return { valid: false, reason: 'tampered' };
      const companyId = Number(parts[1]);
      const expiry = Number(parts[2]);
      const given = Buffer.from(parts[3] ?? '', 'base64url');
      const expected = macOf(companyId, contactId, expiry);
      // The signature first: an altered expiry must read as tampered, never as merely expired.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'tampered' };
      if (expiry * 1000 <= now.getTime()) return { valid: false, reason: 'expired' };
      return { valid: true, companyId };
    },
  };
};
