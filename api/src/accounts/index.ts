import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainContext } from '../platform/http/route-context';
import { samlRoutes } from './saml/routes';
import { accountRoutes } from './routes';
import { sessionRoutes } from './session-routes';

/** Accounts and sessions: logins, registration, passwords, consent, institutional (SAML) login. */
export const accountsDomain: FastifyPluginAsyncZod<DomainContext> = async (app, context) => {
  await app.register(sessionRoutes, context);
  await app.register(accountRoutes, { ...context, accountSettings: context.config });
  await app.register(samlRoutes, context);
};
