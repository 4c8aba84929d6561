import type { FastifyInstance } from 'fastify';

/**
 * Lets the plugin's routes take HTML form posts (application/x-www-form-urlencoded), which the
 * SAML HTTP-POST binding uses, up to `bodyLimit` bytes (413 past it, before the body is read).
 * Called inside the SAML plugins only: the JSON API stays JSON only.
 */
export const acceptFormPosts = (app: FastifyInstance, bodyLimit = 512 * 1024): void => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
};
