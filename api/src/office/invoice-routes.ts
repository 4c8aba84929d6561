import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Status, invoicePaidRequest, issueInvoiceRequest, staffInvoiceResponse, type Invoice } from '@portal/contracts';
import { bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../platform/http/envelope';
import { languageOf, messagesFor } from '../platform/http/messages';
import { refuse } from '../platform/http/outcome';
import { findInvoice, issueInvoice } from '../company/invoices/invoices';
import { actAsStaff, decideOnCurrent } from './decisions';
import { invoicesQueue } from './queues/invoices';
import type { DecisionNotice } from './queues/queue';
import type { StaffSessions } from './staff-sessions';
import type { DomainContext } from '../platform/http/route-context';

const tags = ['Orientación'];

const euros = (value: number) => `${value.toFixed(2).replace('.', ',')} €`;
const issuedTexts = (invoice: Invoice): DecisionNotice['texts'] => ({
  es: { title: 'Nueva factura', body: `El servicio de empleo te ha emitido la factura ${invoice.numero}, «${invoice.concepto}», de ${euros(invoice.total)}, con vencimiento el ${invoice.fechaVencimiento}.` },
  ca: { title: 'Nova factura', body: `El servei d'ocupació t'ha emès la factura ${invoice.numero}, «${invoice.concepto}», de ${euros(invoice.total)}, amb venciment el ${invoice.fechaVencimiento}.` },
  en: { title: 'New invoice', body: `The careers service issued invoice ${invoice.numero}, “${invoice.concepto}”, for ${euros(invoice.total)}, due on ${invoice.fechaVencimiento}.` },
});

/**
 * The careers office invoices companies (job-fair stands, paid services) and records payments;
 * the company sees them in dameFacturasALTAI. Issuing creates a record (not a decision on one):
 * it stays this call, which the office remote offers beside the invoices queue, audited in that
 * queue's history and notified to the company. Recording a payment is the queue's decision.
 */
export const staffInvoiceRoutes: FastifyPluginAsyncZod<DomainContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff, mailer, config },
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
        summary: 'Issues an invoice to a company by its CIF (the next number of the year; 400 for an unknown CIF); the company is notified',
        security: bearer,
        body: issueInvoiceRequest,
        response: { 200: staffInvoiceResponse, ...guardedFailures, 400: validationFailure },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const outcome = await actAsStaff({ pool, mailer, publicUrl: config.publicUrl, log: request.log }, request.staffId!, async (db) => {
        const issued = await issueInvoice(db, request.body);
        if (!issued) return refuse(Status.missingMandatoryData);
        const { invoice } = issued;
        return {
          ok: true,
          value: {
            value: invoice,
            record: {
              queue: invoicesQueue.id,
              id: invoice.idFactura,
              action: 'emitir',
              reason: null,
              before: {},
              after: { estado: invoice.estado, numero: invoice.numero, total: invoice.total },
            },
            notices: [{ to: { companyId: issued.companyId }, texts: issuedTexts(invoice), url: '/facturas' }],
          },
        };
      });
      return outcome.ok ? ok(outcome.value) : reply.code(400).send(refuseField(request, 'cif'));
    },
  );

  app.post(
    '/api/Orientacion/registraPagoFactura',
    {
      schema: {
        tags,
        summary: 'Records the payment of an invoice: the invoices queue decision registrarPago',
        description: '400 for no such invoice, or a day to come or before its issue; 49 for an invoice already paid.',
        security: bearer,
        body: invoicePaidRequest,
        response: { 200: orRefusal(staffInvoiceResponse), ...guardedFailures, 400: validationFailure },
      },
      onRequest: staff.guard,
    },
    async (request, reply) => {
      const { idFactura, fechaPago } = request.body;
      const outcome = await decideOnCurrent(
        { pool, mailer, publicUrl: config.publicUrl, log: request.log },
        invoicesQueue,
        idFactura,
        { accion: 'registrarPago', datos: { fechaPago } },
        request.staffId!,
        languageOf(request.headers['accept-language']),
      );
      if (outcome.ok) return ok((await findInvoice(pool, idFactura))!);
      if (outcome.refusal.status === Status.decisionNotOpen || outcome.refusal.status === Status.recordChanged)
        return fail(Status.cannotChangeState);
      return reply.code(400).send(refuseField(request, 'fechaPago'));
    },
  );
};
