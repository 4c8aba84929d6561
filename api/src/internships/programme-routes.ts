import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Status,
  companyProgrammesResponse,
  confirmationResponse,
  programmeDetailResponse,
  programmeIdParam,
  type UserType,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { HttpFailure, bearer, fail, guardedFailures, ok, orRefusal } from '../platform/http/envelope';
import { companyCaller, companySettings } from '../company/common/caller';
import { companyProgrammes, findProgramme, requestAdhesion, type Adherent } from './programmes';
import type { Pool } from '../platform/db/pool';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Programas'];

/** The caller as an adherent: a student for themselves, a company user for the token's company. */
const adherentOf = async (pool: Pool, request: FastifyRequest, userType: UserType): Promise<Adherent> => {
  if (userType === 'Alumno') return { kind: 'student', userId: Number(authOf(request).sub) };
  const caller = await companyCaller(pool, request);
  return { kind: 'company', companyId: caller.companyId, userId: caller.userId };
};

/** A company's programme calls need the brand's internship programmes (programasPracticas): 3 otherwise. */
const companyProgrammesOn = async (pool: Pool) => {
  if (!(await companySettings(pool)).programasPracticas) throw new HttpFailure(403, Status.accessDenied);
};

/** Internship programmes for any logged user (spec 000 §2.2, 001 §4, §7): detail, adhesion, the company's own. */
export const programmeRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  for (const userType of ['Alumno', 'Empresa'] as const satisfies UserType[]) {
    const onRequest = userType === 'Alumno' ? guards.student : guards.company;
    app.get(
      `/api/${userType}/detallePrograma/:id`,
      {
        schema: {
          tags,
          summary: "An open internship programme (by id or access URL), and whether the caller (a company: the caller's company) asked to join",
          description: 'Status 63 when the programme does not exist or is not open.',
          security: bearer,
          params: programmeIdParam,
          response: { 200: orRefusal(programmeDetailResponse), ...guardedFailures },
        },
        onRequest,
      },
      async (request) => {
        const programme = await findProgramme(pool, request.params.id, await adherentOf(pool, request, userType));
        return programme ? ok(programme) : fail(Status.programNotFound);
      },
    );
    // The spec spells the company's call solicitaAhesionPrograma; today's clients use solicitaAdhesionPrograma.
    const paths =
      userType === 'Empresa'
        ? ['/api/Empresa/solicitaAhesionPrograma/:id', '/api/Empresa/solicitaAdhesionPrograma/:id']
        : ['/api/Alumno/solicitaAdhesionPrograma/:id'];
    for (const path of paths) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary:
              userType === 'Empresa'
                ? "Asks to join a programme for the caller's company, once per company"
                : 'Asks to join a programme, once',
            description:
              `Confirmation ${userType === 'Alumno' ? 534 : 523}. Refusals: 63 not found, 64 already requested, 65 no adhesion needed.` +
              (userType === 'Empresa' ? ' 403/3 when the brand has no internship programmes (programasPracticas).' : ''),
            security: bearer,
            params: programmeIdParam,
            response: { 200: orRefusal(confirmationResponse), ...guardedFailures },
          },
          onRequest,
        },
        async (request) => {
          const adherent = await adherentOf(pool, request, userType);
          if (userType === 'Empresa') await companyProgrammesOn(pool);
          const outcome = await requestAdhesion(pool, request.params.id, adherent);
          return outcome.ok ? ok({ codigo: outcome.value }) : fail(outcome.refusal.status);
        },
      );
    }
  }

  app.get(
    '/api/Empresa/programasDeLaEmpresa',
    {
      schema: {
        tags,
        summary: "The programmes the caller's company asked to join, with the status of each request",
        description: '403/3 when the brand has no internship programmes (programasPracticas).',
        security: bearer,
        response: { 200: companyProgrammesResponse, ...guardedFailures },
      },
      onRequest: guards.company,
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      await companyProgrammesOn(pool);
      return ok(await companyProgrammes(pool, caller.companyId));
    },
  );
};
