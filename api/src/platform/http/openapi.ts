import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiRoot } from '../config';

const { version } = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/**
 * OpenAPI generated from the routes' own zod schemas (the contracts the apps use), so the
 * documentation cannot drift from what the server validates. JSON at /api/openapi.json,
 * browsable at /api/docs. Must be registered before the routes it documents. With `expose` off
 * (API_DOCS=off, the default in production) neither is served; the document is still built, for
 * the suites that read it in process (app.swagger()).
 */
export const registerOpenApi = async (app: FastifyInstance, { expose }: { expose: boolean }): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Careers portal API',
        version,
        description:
          'Every answer is an envelope `{status, datos}`: status 0 is success, any other value is a code of the ' +
          'status catalogue (spec §8), with `mensaje` where the server words it. Business refusals come with ' +
          'HTTP 200; invalid input 400 (status 15), no session 401 (2), wrong user type 403 (79), too many ' +
          'login attempts 429 (429).',
      },
      tags: [
        { name: 'Sesión', description: 'Logins and the company picker' },
        { name: 'Marca', description: 'Brand settings of the institution' },
        { name: 'Ofertas', description: "The student's offers" },
        { name: 'CV', description: "The student's CV" },
        { name: 'Empresa', description: 'The company of the session' },
        { name: 'Eventos', description: 'Events' },
        { name: 'Sistema', description: 'Health' },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (!expose) return;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
