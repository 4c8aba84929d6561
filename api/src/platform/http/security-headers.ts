import type { FastifyInstance } from 'fastify';
import { allowsCrossOrigin } from './cors';

/**
 * The security headers of every answer, defined once: the API server sends them itself, and
 * nginx sends the same values for the files it serves (deploy/nginx/security-headers.conf, whose
 * agreement with this module a test checks).
 *
 * The portal's pages run only scripts of their own origin: the shell and every remote are
 * external, content-hashed files, Module Federation loads remote entries and chunks as <script
 * src> from the same origin, and nothing evaluates strings (no 'unsafe-eval', no inline script,
 * no inline event handler). Styles allow 'unsafe-inline' for React's `style` props of third-party
 * components and the style elements React 19 hoists; styles cannot run code.
 */
const directives = (entries: Record<string, string[]>): string =>
  Object.entries(entries)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The pages, the published files and the API's JSON. */
export const portalPolicy = directives({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // The surveys embed is a script other sites load, not a frame: nobody else frames the portal.
  'frame-ancestors': ["'self'"],
});

/**
 * Swagger UI at /api/docs: its own files only, but it draws with inline styles and data: images
 * (icons), and has no reason to be framed at all.
 */
export const docsPolicy = directives({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** One year; without includeSubDomains: other hosts of the university's domain are not ours to pin. */
export const hstsValue = 'max-age=31536000';

/** Headers every answer carries (HSTS is added in production, see `securityHeaders`). */
export const commonSecurityHeaders = {
  'Content-Security-Policy': portalPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'SAMEORIGIN',
  // The portal opens other sites only with noopener; no other window keeps a handle on its pages.
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security: only where the portal is reached over https (config.hsts). */
  hsts: boolean;
}

const isDocsPath = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/**
 * The headers of the answer to `url`. No Cross-Origin-Embedder-Policy: the portal needs no
 * cross-origin isolation, and require-corp would oblige every host of the surveys embed to opt in.
 * Cross-Origin-Resource-Policy says what other origins may load: the paths CORS opens to them
 * (the remotes, fonts, the public and surveys API: the embed) say cross-origin, the rest of the
 * API same-origin; the site's other files need no header (a missing one allows no-cors loads).
 */
export const securityHeaders = (url: string, { hsts }: SecurityHeaderOptions): Record<string, string> => {
  const path = url.split('?')[0] ?? '';
  const headers: Record<string, string> = { ...commonSecurityHeaders };
  if (isDocsPath(path)) headers['Content-Security-Policy'] = docsPolicy;
  if (allowsCrossOrigin(path)) headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
  else if (path.startsWith('/api/')) headers['Cross-Origin-Resource-Policy'] = 'same-origin';
  if (hsts) headers['Strict-Transport-Security'] = hstsValue;
  return headers;
};

/** Set before any handler runs, so refusals, 404s and errors carry them too. */
export const registerSecurityHeaders = (app: FastifyInstance, options: SecurityHeaderOptions): void => {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders(request.url, options));
  });
};
