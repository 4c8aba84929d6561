import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: one-time password links (`token`), survey results keys
 * (`clave`), and the codes of the institutional login. They must never reach the logs.
 */
const secretParameters = ['token', 'clave', 'code', 'SAMLResponse', 'SAMLRequest'];
const secretInQuery = new RegExp(`([?&](?:${secretParameters.join('|')})=)[^&#]*`, 'g');

export const redactUrl = (url: string): string => url.replace(secretInQuery, '$1[redacted]');

/** What the logs keep of a request: Fastify's own fields, with the secrets of the URL hidden. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

export const logSerializers = { req: requestSerializer };
