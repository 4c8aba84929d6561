import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, invoicePaidRequest, issueInvoiceRequest, staffInvoiceResponse } from '@portal/contracts';
import { bearer, fail, guardedFailures, ok, validationFailure } from '../platform/http/envelope';
import { messagesFor } from '../platform/http/messages';
import { issueInvoice, recordInvoicePayment } from '../company/invoices/invoices';
import type { StaffSessions } from './staff-sessions';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Orientación'];

/**
 * The careers office invoices companies (job-fair stands, paid services) and records payments;
 * the company sees them in dameFacturasALTAI. No screens: the office's own tools call these.
 */
export const staffInvoiceRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff },
) => {
  const refuseField = (request: Parameters<typeof messagesFor>[0], campo: string) => ({
    ...fail(Status.missingMandatoryData, messagesFor(request).reviewForm),
    errores: [{ campo, mensaje: messagesFor(request).invalid }],
  });

  app.post(
    '/api/Orientacion/emiteFactura',
    {
      schema: {
        tags,
        summary: 'Issues an invoice to a company by its CIF (the next number of the year; 400 for an unknown CIF)',
        security: bearer,
        body: issueInvoiceRequest,
        response: { 200: staffInvoiceResponse, ...guardedFailures, 400: validationFailure },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const invoice = await issueInvoice(pool, request.body);
      return invoice ? ok(invoice) : reply.code(400).send(refuseField(request, 'cif'));
    },
  );

  app.post(
    '/api/Orientacion/registraPagoFactura',
    {
      schema: {
        tags,
        summary: 'Records the payment of an invoice (400 for no such invoice, or a day to come or before its issue)',
        security: bearer,
        body: invoicePaidRequest,
        response: { 200: staffInvoiceResponse, ...guardedFailures, 400: validationFailure },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const invoice = await recordInvoicePayment(pool, request.body.idFactura, request.body.fechaPago);
      return invoice ? ok(invoice) : reply.code(400).send(refuseField(request, 'fechaPago'));
    },
  );
};
