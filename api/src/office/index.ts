import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainContext } from '../platform/http/route-context';
import { staffAgreementRoutes } from './agreement-routes';
import { staffCommunicationRoutes } from './communications/routes';
import { staffOutcomeRoutes } from './outcomes/routes';
import { staffEventRoutes } from './events/routes';
import { staffGuideRoutes } from './guides/routes';
import { staffBrandRoutes } from './brand/routes';
import { staffAnnexRoutes } from './annex-routes';
import { staffCompanyDataRoutes } from './company-data-routes';
import { staffDocumentRoutes } from './document-routes';
import { staffEducationRoutes } from './education-routes';
import { staffInvoiceRoutes } from './invoice-routes';
import { staffOfferRoutes } from './offer-routes';
import { officeQueueRoutes } from './queue-routes';
import { officeWaitRoutes } from './wait-routes';
import { staffAccountRoutes } from './staff-accounts/routes';
import { staffSurveyRoutes } from './surveys/routes';
import { createStaffSessions } from './staff-sessions';

/** The careers office's staff: their login and their steps on what companies and students hand in. */
export const officeDomain: FastifyPluginAsyncZod<DomainContext> = async (app, context) => {
  const staff = createStaffSessions({ pool: context.pool, sessions: context.sessions, guards: context.guards });
  for (const area of [
    staffOfferRoutes,
    staffCompanyDataRoutes,
    staffAgreementRoutes,
    staffEducationRoutes,
    staffInvoiceRoutes,
    staffAnnexRoutes,
    staffDocumentRoutes,
    officeQueueRoutes,
    staffAccountRoutes,
    staffCommunicationRoutes,
    staffSurveyRoutes,
    staffOutcomeRoutes,
    staffEventRoutes,
    staffGuideRoutes,
    staffBrandRoutes,
  ]) {
    await app.register(area, { ...context, staff });
  }
  // What companies and students wait for: their own guards, not the staff's.
  await app.register(officeWaitRoutes, context);
};
