import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialised once, with its entity tag and a gzip copy. Reference data is large
 * (every municipality of Spain) and rarely changes: the client revalidates with If-None-Match and
 * gets a body-less 304 while nothing changed, so a reload costs no transfer.
 */
export interface CacheableBody {
  json: string;
  gzip: Buffer;
  /** Weak: the plain and the gzip copy are the same answer. */
  etag: string;
}

export const cacheableBody = (payload: unknown): CacheableBody => {
  const json = JSON.stringify(payload);
  const digest = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { json, gzip: gzipSync(json), etag: `W/"${digest}"` };
};

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match holds this tag (weak comparison, RFC 9110 §13.1.2) or `*`. */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));

const acceptsGzip = (request: FastifyRequest): boolean =>
  /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

export const sendCacheable = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: CacheableBody,
): FastifyReply => {
  // no-cache: kept by the browser but revalidated every time, so a change shows at once.
  reply.header('ETag', body.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  // Already serialised (and checked against the contract when built): sent as it is.
  reply.type('application/json; charset=utf-8');
  if (acceptsGzip(request)) return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
};
