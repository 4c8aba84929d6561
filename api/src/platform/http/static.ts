import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';

/**
 * Cache rules of the published portal (WEB_ROOT, see deploy/ and README), as a CDN applies them:
 * - a release's files, `shell/<release>/...` and `remotes/<app>/<release>/...`, never change once
 *   published (content-hashed names in release folders): cached for a year, immutable;
 * - everything else, above all index.html, remotes.json and shell.json, which say which release is
 *   live, and the API's own files (logos): revalidated on every use.
 * Fonts have their own rule (fonts.ts).
 */
export const cacheControlFor = (relativePath: string): string => {
  const segments = relativePath.split(path.sep).join('/').split('/');
  const [area] = segments;
  const inRelease =
    (area === 'shell' && segments.length >= 3) || (area === 'remotes' && segments.length >= 4);
  return inRelease ? immutable : 'no-cache';
};

const notBuiltPage = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Portal no construido</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
    <h1>El portal aún no está construido</h1>
    <p>El servidor y su API funcionan, pero no encuentra las páginas del portal. Ejecuta <code>npm run build</code> en la raíz del repositorio y recarga esta página.</p>
    <p lang="en">The portal is not built yet: run <code>npm run build</code> at the repository root, then reload. The API is up: <a href="/api/docs">/api/docs</a>.</p>
  </body>
</html>
`;

interface StaticOptions {
  webRoot: string;
  publicDir: string;
}

/**
 * Serves the built portal (WEB_ROOT) and the API's own public files (brand logos) at /, in that
 * order. Paths that are not files fall to the not-found handler, which calls spaFallback.
 * A file precompressed at publish time (deploy/scripts/precompress.ts: `<file>.br`, `<file>.gz`)
 * is sent in the best encoding the browser accepts (brotli, then gzip, else the plain file), with
 * the plain file's Content-Type and `Vary: Accept-Encoding`; @fastify/static does this per root,
 * for GET and HEAD alike.
 */
export const registerStatic = async (
  app: FastifyInstance,
  { webRoot, publicDir }: StaticOptions,
): Promise<void> => {
  const roots = [webRoot, publicDir];
  await app.register(fastifyStatic, {
    root: roots,
    prefix: '/',
    // "/" has its own route below, which knows what to do when the portal is not built.
    index: false,
    // A missing WEB_ROOT is normal before the first build: the 503 page explains it.
    suppressWarning: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const root = roots.find((candidate) => filePath.startsWith(candidate + path.sep)) ?? webRoot;
      reply.header('Cache-Control', cacheControlFor(path.relative(root, filePath)));
    },
  });
  // "/" is the portal whatever the Accept header says.
  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendPortal(reply, webRoot));
};

/** The shell's index.html (always revalidated), or the 503 page while the portal is not built. */
const sendPortal = async (reply: FastifyReply, webRoot: string): Promise<void> => {
  try {
    await access(path.join(webRoot, 'index.html'));
  } catch {
    await reply
      .code(503)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(notBuiltPage);
    return;
  }
  await reply.header('Cache-Control', 'no-cache').sendFile('index.html', webRoot);
};

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * A browser opening a portal route (/ofertas-empleo, /evento-publico/3...) gets the shell's
 * index.html and the shell's router takes over. Returns false when the request is not a page
 * navigation (a missing script or image must stay a 404, not become HTML).
 */
export const spaFallback = async (
  request: FastifyRequest,
  reply: FastifyReply,
  { webRoot }: Pick<StaticOptions, 'webRoot'>,
): Promise<boolean> => {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsHtml(request)) return false;
  await sendPortal(reply, webRoot);
  return true;
};
