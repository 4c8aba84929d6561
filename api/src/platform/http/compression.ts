import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Text answers made by the server (the API's JSON: offer lists, a CV, the OpenAPI document; the
 * fonts' CSS), compressed on the fly when they are big enough for it to pay. Static files are
 * precompressed at publish time instead and streamed as they are (static.ts), and an answer that
 * already carries its own encoding (the reference data's cached gzip, domains/cacheable.ts) is
 * left alone: nothing is compressed twice.
 */

/** Below this the headers of a compressed answer weigh as much as what it saves. */
const compressionThreshold = 1024;

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Per answer, speed matters more than the last percent: brotli 4 compresses better than gzip 6
 * at about the same cost.
 */
const compressors: Record<Encoding, (payload: Buffer) => Promise<Buffer>> = {
  br: (payload) =>
    brotli(payload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
      },
    }),
  gzip: (payload) => gzipAsync(payload, { level: 6 }),
};

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the one with the
 * highest q value among those we offer, brotli on a tie; `*` stands for any; q=0 refuses.
 */
const negotiateEncoding = (header: string | undefined): Encoding | undefined => {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name) quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const qualityOf = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const encoding of ['br', 'gzip'] as const) {
    if (qualityOf(encoding) > (best ? qualityOf(best) : 0)) best = encoding;
  }
  return best;
};

/** Adds Accept-Encoding to Vary, keeping what is there. */
const varyOnAcceptEncoding = (reply: FastifyReply): void => {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
};

const isText = (reply: FastifyReply) =>
  /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?:css|html|plain|javascript)|application\/javascript)\b/i.test(
    String(reply.getHeader('content-type') ?? ''),
  );

const compressText = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
  if (!isText(reply) || reply.hasHeader('content-encoding')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A text's size in bytes without encoding it: a caller that takes no compression never pays
  // for a copy of the answer (a string at least as long as the threshold has as many bytes).
  const size =
    typeof payload === 'string' && payload.length < compressionThreshold ? Buffer.byteLength(payload) : payload.length;
  if (size < compressionThreshold) return payload;
  // Above the threshold the answer depends on Accept-Encoding, whether compressed or not.
  varyOnAcceptEncoding(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return compressors[encoding](Buffer.isBuffer(payload) ? payload : Buffer.from(payload));
};

/** Registered before the routes, so that every route of every plugin gets it. */
export const registerCompression = (app: FastifyInstance): void => {
  app.addHook('onSend', compressText);
};
