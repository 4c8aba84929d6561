import type { FastifyInstance } from 'fastify';

/**
 * Lets the plugin's routes take HTML form posts (application/x-www-form-urlencoded), which the
 * SAML HTTP-POST binding uses. Called inside the SAML plugins only: the JSON API stays JSON only.
 */
export const acceptFormPosts = (app: FastifyInstance): void => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
};
