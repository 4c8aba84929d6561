import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  idText,
  matchingOffersResponse,
  offerCountResponse,
  offerDetailResponse,
  offerListQuery,
  offerListingResponse,
  offerTypeParam,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { seenAtLookup } from '../platform/auth/sessions';
import { languageOf } from '../platform/http/messages';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import {
  countOffers,
  countStudyAndWorkOffers,
  listOffers,
  matchingOfferIds,
} from './offers';
import type { RouteContext } from '../platform/http/route-context';
import { candidacyCompanion, studentOfferDetailAnswer } from './kept-details';

const tags = ['Ofertas'];

/** An answer serialised (and checked against its contract) before: sent as it is. */
const sendSerialised = (reply: FastifyReply, json: string | Buffer) => reply.type('application/json; charset=utf-8').send(json);

/** The student's offers: counts per type, and the list in pages (the client fetches until the count). */
export const offerRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  const countRoute = (path: string, type: 'empleo' | 'practicas') =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Number of ${type} offers the student can see`,
          security: bearer,
          response: { 200: offerCountResponse, ...guardedFailures },
        },
        onRequest: guards.student,
      },
      async (request) => ok(await countOffers(pool, type, seenAtLookup(request))),
    );
  countRoute('/api/Alumno/dameNumOfertasEmpleoUsuario', 'empleo');
  countRoute('/api/Alumno/dameNumOfertasPracticasUsuario', 'practicas');

  app.get(
    '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles',
    {
      schema: {
        tags,
        summary: 'Places companies have accepted for education-centre internships that have not ended yet',
        description:
          'The spec names this student call without its meaning (000 §7): ours counts the places of accepted ' +
          'education-centre requests (solicitudes de prácticas de centros educativos) whose period has not ended.',
        security: bearer,
        response: { 200: offerCountResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async () => {
      const { rows } = await pool.query<{ places: number }>(
        `SELECT coalesce(sum(coalesce(accepted_places, places)), 0)::integer AS places FROM education_requests
          WHERE status = 'aceptada' AND coalesce(company_ends_on, ends_on) >= current_date`,
      );
      return ok(rows[0]?.places ?? 0);
    },
  );

  app.get(
    '/api/Alumno/dameNumOfertasEstudiaYTrabajaUsuario',
    {
      schema: {
        tags,
        summary: 'Number of study-and-work programme offers (estudiaYtrabaja) the student can see',
        description: 'Ours: the spec shows the menu condition ("if such offers exist") but not the call.',
        security: bearer,
        response: { 200: offerCountResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async () => ok(await countStudyAndWorkOffers(pool)),
  );

  app.get(
    '/api/Alumno/dameOfertasUsuario/:tipo',
    {
      schema: {
        tags,
        summary: 'A page of the offers of a type (empleo or 1, practicas or 2)',
        description:
          'Highlighted first (fechaDestacada descending), then by fecha descending. `desde` skips, `cantidad` is the page size (1-100); `despuesDe` (optional) continues after an offer instead, at the same cost on every page.',
        security: bearer,
        params: z.object({ tipo: offerTypeParam }),
        querystring: offerListQuery.extend({
          despuesDe: idText
            .optional()
            .describe(
              'Ours: the idOferta of the last offer of the previous page; the page starts after it and desde is not used',
            ),
        }),
        response: { 200: offerListingResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request, reply) =>
      sendSerialised(reply, await listOffers(pool, request.params.tipo, request.query, seenAtLookup(request))),
  );

  app.get(
    '/api/Alumno/dameOferta/:id',
    {
      schema: {
        tags,
        summary: 'One open offer by its access URL, with requirements, company and the caller’s candidacy',
        description: 'Status 4 when the offer does not exist, is closed or expired.',
        security: bearer,
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: orRefusal(offerDetailResponse), ...guardedFailures },
      },
      config: { lookupCompanion: candidacyCompanion },
      onRequest: guards.student,
    },
    async (request, reply) => {
      const answer = await studentOfferDetailAnswer(pool, {
        slug: request.params.id,
        studentId: Number(authOf(request).sub),
        language: languageOf(request.headers['accept-language']),
        seen: seenAtLookup(request),
      });
      return answer ? sendSerialised(reply, answer) : fail(Status.offerNotFound);
    },
  );

  app.get(
    '/api/Alumno/ofertasEncajanConUsuario',
    {
      schema: {
        tags,
        summary: 'Ids of the open offers that match the student (degree, level, mandatory requirements)',
        security: bearer,
        response: { 200: matchingOffersResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await matchingOfferIds(pool, Number(authOf(request).sub))),
  );
};
