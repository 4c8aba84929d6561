import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainContext } from '../platform/http/route-context';
import { companyAgreementRoutes } from './agreements/routes';
import { companyCandidateRoutes } from './candidates/routes';
import { companyCvSendingRoutes } from './candidates/cv-sending-routes';
import { companyRoutes } from './common/routes';
import { companyContactRoutes } from './contacts/routes';
import { companyDataRoutes } from './data/routes';
import { companyDocumentationRoutes } from './documentation/routes';
import { companyEducationRoutes } from './education/routes';
import { companyHomeRoutes } from './home/routes';
import { companyProposalRoutes } from './internships/proposal-routes';
import { companyInternshipRoutes } from './internships/routes';
import { companyInvoiceRoutes } from './invoices/routes';
import { companyOfferRoutes } from './offers/routes';

/** Everything a company user does, one area a folder. */
export const companyDomain: FastifyPluginAsyncZod<DomainContext> = async (app, context) => {
  for (const area of [
    companyRoutes,
    companyHomeRoutes,
    companyDataRoutes,
    companyOfferRoutes,
    companyCandidateRoutes,
    companyCvSendingRoutes,
    companyContactRoutes,
    companyAgreementRoutes,
    companyProposalRoutes,
    companyInternshipRoutes,
    companyEducationRoutes,
    companyDocumentationRoutes,
    companyInvoiceRoutes,
  ]) {
    await app.register(area, context);
  }
};
