import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  billingAccountRequest,
  billingAccountSaved,
  billingAccountSavedResponse,
  billingRuleTexts,
  idParams,
  invoicesResponse,
} from '@portal/contracts';
import { sendPrivateFile } from '../../platform/http/attachment';
import { bearer, fail, guardedFailures, ok, validationFailure } from '../../platform/http/envelope';
import { languageOf } from '../../platform/http/messages';
import { invoicePdf, listInvoices, readBillingAccount, saveBillingAccount } from './invoices';
import { companyCaller } from '../common/caller';
import { ruleErrorHandler } from '../common/rule-errors';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa'];

/**
 * The company's invoices and billing account (spec 001 §7): the list with each invoice's PDF, and
 * the account they are charged to. Every call acts for the token's company (3, 9, 90 as any
 * company call); another company's invoice is refused (403/3).
 */
export const companyInvoiceRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  app.setErrorHandler(ruleErrorHandler(billingRuleTexts));
  const onRequest = guards.company;

  app.get(
    '/api/Empresa/dameFacturasALTAI',
    {
      schema: {
        tags,
        summary: "The company's invoices, newest first, and its billing account",
        description: 'estado: emitida (waiting for payment), pagada, vencida (unpaid after fechaVencimiento). Amounts in euros.',
        security: bearer,
        response: { 200: invoicesResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      return ok({
        facturas: await listInvoices(pool, caller.companyId),
        cuentaFacturacion: await readBillingAccount(pool, caller.companyId),
      });
    },
  );

  app.post(
    '/api/Empresa/addCuentaFacturacion',
    {
      schema: {
        tags,
        summary: 'Sets the billing account: holder, IBAN and billing e-mail (532)',
        description:
          'Refusals: 400 with the fields, status 72 when the IBAN is missing, 73 when its format or check digits are wrong, ' +
          '15 otherwise. Nothing is written when refused.',
        security: bearer,
        body: billingAccountRequest,
        response: { 200: billingAccountSavedResponse, ...guardedFailures, 400: validationFailure },
      },
      onRequest,
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      return ok({ aviso: billingAccountSaved, cuenta: await saveBillingAccount(pool, caller, request.body) });
    },
  );

  app.get(
    '/api/Empresa/dameFacturaPdf/:id',
    {
      schema: {
        tags,
        summary: "One of the company's invoices as a PDF, in the caller's language (403/3 for anyone else's)",
        security: bearer,
        params: idParams,
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const file = await invoicePdf(pool, caller.companyId, request.params.id, languageOf(request.headers['accept-language']));
      if (!file) return reply.code(403).send(fail(Status.accessDenied));
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.pdf);
    },
  );
};
