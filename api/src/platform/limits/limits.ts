import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { Status, failureEnvelope } from '@portal/contracts';
import type { Pool } from '../db/pool';
import { HttpFailure } from '../http/envelope';
import { languageOf } from '../http/messages';
import { addressKey, userKey } from './keys';
import type { Policies, PolicyName } from './policies';
import { createRateLimitStore, type Hit } from './store';
import { tooManyAttemptsText } from './refusal';

/** OpenAPI: the answer of a limited call past its limit. */
export const tooManyAttempts = failureEnvelope.describe(
  'Too many attempts: status 429, a Retry-After header and a mensaje saying when to try again',
);

/** The hits one request counts: a policy and its key; an undefined key counts nothing. */
export type Counting = (
  request: FastifyRequest,
) => ReadonlyArray<readonly [PolicyName, string | undefined]> | Promise<ReadonlyArray<readonly [PolicyName, string | undefined]>>;

export interface Limits {
  /**
   * A route hook (preHandler: after the guard and the validation, so `counting` reads the route's
   * own validated fields and the checked session) that counts the request's hits and refuses it
   * past any limit: HTTP 429, status 429, Retry-After and a text saying when to try again.
   */
  on(counting: Counting): preHandlerAsyncHookHandler;
  /** Counts one hit of one policy and tells whether it is still within its limit (never refuses). */
  allows(policy: PolicyName, key: string): Promise<boolean>;
  /** The policies in force (for tests and the README). */
  policies: Policies;
}

export const createLimits = (pool: Pool, policies: Policies): Limits => {
  const store = createRateLimitStore(pool, policies);
  return {
    policies,
    allows: async (policy, key) => {
      const [count] = await store.count([{ policy, key }]);
      return !count || count.hits <= policies[policy].max;
    },
    on: (counting) => async (request, reply) => {
      const hits = (await counting(request)).flatMap(([policy, key]): Hit[] =>
        key === undefined ? [] : [{ policy, key }],
      );
      const over = (await store.count(hits)).filter((count) => count.hits > policies[count.policy].max);
      if (over.length === 0) return;
      // The caller may try again once every limit it passed has a new window.
      const seconds = Math.max(...over.map((count) => count.secondsLeft));
      request.log.info({ policies: over.map((count) => count.policy), seconds }, 'rate limit reached');
      reply.header('retry-after', String(seconds));
      throw new HttpFailure(
        429,
        Status.tooManyAttempts,
        tooManyAttemptsText(languageOf(request.headers['accept-language']), seconds),
      );
    },
  };
};

/** A body with a base64 file: some property named like ficheroB64, ficheroB64ParaAltas. */
const fileField = /B64/;

const namesFileField = (schema: unknown): boolean => {
  if (Array.isArray(schema)) return schema.some(namesFileField);
  if (!schema || typeof schema !== 'object') return false;
  return Object.entries(schema).some(
    ([name, value]) =>
      (name === 'properties' && value && typeof value === 'object' && Object.keys(value).some((key) => fileField.test(key))) ||
      namesFileField(value),
  );
};

/** Whether a route's body schema (zod) carries a base64 file anywhere. */
export const takesUpload = (body: unknown): boolean => {
  if (!body || typeof body !== 'object' || !('_zod' in body)) return false;
  try {
    return namesFileField(z.toJSONSchema(body as z.ZodType, { io: 'input', unrepresentable: 'any' }));
  } catch {
    return false;
  }
};

/**
 * Every route that takes a base64 file is limited per user and per address, found from its body
 * schema as routes are added: a new upload route is limited without anyone remembering to.
 * Register before the routes.
 */
export const limitUploads = (app: FastifyInstance, limits: Limits, registered: string[] = []) => {
  const upload = limits.on((request) => [
    ['upload.user', request.auth ? userKey(request.auth.sub) : request.staffId ? userKey(`staff:${request.staffId}`) : undefined],
    ['upload.address', addressKey(request)],
  ]);
  app.addHook('onRoute', (route) => {
    if (!takesUpload(route.schema?.body)) return;
    const existing = route.preHandler;
    route.preHandler = [upload, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
    registered.push(`${String(route.method)} ${route.url}`);
  });
  return registered;
};
