import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  offerDecisionResponse,
  pendingOffersResponse,
  rejectOfferRequest,
  sessionEndedResponse,
  staffLoginRequest,
  staffLoginDataResponse,
  validateOfferRequest,
} from '@portal/contracts';
import { bearer, commonFailures, fail, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { passwordOfNamedAccount } from '../platform/limits/countings';
import type { StaffSessions } from './staff-sessions';
import { decideOffer, pendingOffers } from './offers';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Orientación'];

/**
 * The careers office's validation of company offers (spec 001 §4 publication): its login, the
 * queue of pending offers, validation and rejection with a reason. No screens yet.
 */
export const staffOfferRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (
  app,
  { pool, sessions, staff, limits },
) => {
  app.post(
    '/api/Orientacion/logaUsuario',
    {
      schema: {
        tags,
        summary: 'Login of a careers-office staff member, with their role (3 wrong user or password, 90 blocked)',
        body: staffLoginRequest,
        response: { 200: orRefusal(staffLoginDataResponse), ...commonFailures },
      },
      preHandler: limits.on(passwordOfNamedAccount('usuario')),
    },
    async (request) => staff.login(pool, request.body.usuario, request.body.password),
  );

  app.post(
    '/api/Orientacion/cerrarSesion',
    {
      schema: {
        tags,
        summary: 'Logout of a careers-office staff member: the session token stops working at once',
        security: bearer,
        response: { 200: sessionEndedResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      await sessions.end(request);
      return ok(null);
    },
  );

  app.get(
    '/api/Orientacion/dameOfertasPendientes',
    {
      schema: {
        tags,
        summary: 'Offers waiting for validation, oldest first',
        security: bearer,
        response: { 200: pendingOffersResponse, ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async () => ok(await pendingOffers(pool)),
  );

  app.post(
    '/api/Orientacion/validaOferta',
    {
      schema: {
        tags,
        summary: 'Publishes a pending offer (4 not found, 68 not pending)',
        security: bearer,
        body: validateOfferRequest,
        response: { 200: orRefusal(offerDecisionResponse), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      const outcome = await decideOffer(pool, request.staffId!, request.body.urlOferta, { action: 'validar' });
      return outcome.ok ? ok(outcome.value) : fail(outcome.refusal.status);
    },
  );

  app.post(
    '/api/Orientacion/rechazaOferta',
    {
      schema: {
        tags,
        summary: 'Rejects a pending offer with a reason the company reads (descripcionEstadoMotivo)',
        security: bearer,
        body: rejectOfferRequest,
        response: { 200: orRefusal(offerDecisionResponse), ...guardedFailures },
      },
      onRequest: staff.guard,
    },
    async (request) => {
      const outcome = await decideOffer(pool, request.staffId!, request.body.urlOferta, {
        action: 'rechazar',
        reason: request.body.motivo,
      });
      return outcome.ok ? ok(outcome.value) : fail(outcome.refusal.status);
    },
  );
};
