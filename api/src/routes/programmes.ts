import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  confirmationResponse,
  programmeDetailResponse,
  programmeIdParam,
  type UserType,
} from '@portal/contracts';
import { authOf } from '../auth/guards';
import { bearer, fail, guardedFailures, ok, orRefusal } from '../http/envelope';
import { findProgramme, requestAdhesion } from '../services/programmes';
import type { RouteContext } from './context';

const tags = ['Programas'];

/** Internship programmes for any logged user (spec 000 §2.2, 001 §4): detail and adhesion. */
export const programmeRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  for (const userType of ['Alumno', 'Empresa'] as const satisfies UserType[]) {
    const onRequest = userType === 'Alumno' ? guards.student : guards.company;
    app.get(
      `/api/${userType}/detallePrograma/:id`,
      {
        schema: {
          tags,
          summary: 'An open internship programme (by id or access URL), and whether the caller asked to join',
          description: 'Status 63 when the programme does not exist or is not open.',
          security: bearer,
          params: programmeIdParam,
          response: { 200: orRefusal(programmeDetailResponse), ...guardedFailures },
        },
        onRequest,
      },
      async (request) => {
        const programme = await findProgramme(pool, request.params.id, Number(authOf(request).sub));
        return programme ? ok(programme) : fail(Status.programNotFound);
      },
    );
    app.post(
      `/api/${userType}/solicitaAdhesionPrograma/:id`,
      {
        schema: {
          tags,
          summary: 'Asks to join a programme, once',
          description: `Confirmation ${userType === 'Alumno' ? 534 : 523}. Refusals: 63 not found, 64 already requested, 65 no adhesion needed.`,
          security: bearer,
          params: programmeIdParam,
          response: { 200: orRefusal(confirmationResponse), ...guardedFailures },
        },
        onRequest,
      },
      async (request) => {
        const outcome = await requestAdhesion(pool, request.params.id, Number(authOf(request).sub), userType);
        return outcome.ok ? ok({ codigo: outcome.value }) : fail(outcome.refusal.status);
      },
    );
  }
};
