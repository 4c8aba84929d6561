import type { FastifyInstance } from 'fastify';

/**
 * Paths other sites may call from their pages: the public API, the surveys API and the remotes'
 * files (the surveys remote is embedded in another university's site), plus the fonts its CSS
 * may load, and the remotes manifest that names the live release of the embeddable script.
 * Everything else stays same-origin.
 */
export const crossOriginPrefixes = ['/api/Publico/', '/api/Encuestas/', '/remotes/', '/fonts/', '/remotes.json'] as const;

export const allowsCrossOrigin = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return crossOriginPrefixes.some((prefix) => path.startsWith(prefix));
};

/**
 * Any origin, no cookies: these calls authenticate with a Bearer header, not credentials, so a
 * wildcard origin is safe. Preflights (JSON bodies, Authorization) get their own OPTIONS routes.
 */
export const registerCors = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    if (!allowsCrossOrigin(request.url)) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', 'Retry-After');
  });
  for (const prefix of crossOriginPrefixes) {
    app.options(`${prefix}*`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, HEAD, POST, OPTIONS')
        .header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept-Language')
        .header('Access-Control-Max-Age', '600')
        .send(),
    );
  }
};
