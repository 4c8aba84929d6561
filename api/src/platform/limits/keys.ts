import type { FastifyRequest } from 'fastify';

/**
 * What a limit counts by. Only what the server trusts: the account as the route itself reads or
 * resolves it, and the client's address as Fastify resolves it (request.ip, which follows
 * X-Forwarded-For only from the proxies of TRUST_PROXY).
 */

/**
 * An account name (e-mail, CIF, user name) folded so that every way of writing one address counts
 * as one: compatibility forms (fullwidth letters, ligatures) and composed or decomposed accents
 * become one form, case is folded, invisible characters and surrounding spaces are dropped.
 */
export const foldedName = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\p{M}\p{Default_Ignorable_Code_Point}]/gu, '')
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .trim();

/** The key of an account named in the body; undefined when the route's field is not a string. */
export const nameKey = (value: unknown): string | undefined =>
  typeof value === 'string' ? `name:${foldedName(value)}` : undefined;

/** The key of an account the server resolved (a session's user). */
export const userKey = (id: number | string): string => `user:${id}`;

/**
 * The client's address. IPv6 clients get a whole /64 from their provider, so the /64 is the
 * address; an IPv4-mapped IPv6 address is its IPv4 address.
 */
export const addressKey = (request: FastifyRequest): string => `address:${addressOf(request.ip)}`;

export const addressOf = (ip: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};
