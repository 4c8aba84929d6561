import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainContext } from '../platform/http/route-context';
import { staffAgreementRoutes } from './agreement-routes';
import { staffAnnexRoutes } from './annex-routes';
import { staffCompanyDataRoutes } from './company-data-routes';
import { staffEducationRoutes } from './education-routes';
import { staffInvoiceRoutes } from './invoice-routes';
import { staffOfferRoutes } from './offer-routes';
import { officeQueueRoutes } from './queue-routes';
import { officeWaitRoutes } from './wait-routes';
import { createStaffSessions } from './staff-sessions';

/** The careers office's staff: their login and their steps on what companies and students hand in. */
export const officeDomain: FastifyPluginAsyncZod<DomainContext> = async (app, context) => {
  const staff = createStaffSessions({ sessions: context.sessions, guards: context.guards });
  for (const area of [staffOfferRoutes, staffCompanyDataRoutes, staffAgreementRoutes, staffEducationRoutes, staffInvoiceRoutes, staffAnnexRoutes]) {
    await app.register(area, { ...context, staff });
  }
  await app.register(officeQueueRoutes, { ...context, staff });
  await app.register(officeWaitRoutes, context);
};
