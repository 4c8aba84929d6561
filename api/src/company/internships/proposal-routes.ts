import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyProposalRequest,
  confirmationResponse,
  studentByDniResponse,
  studentDegreesResponse,
  studentDniRequest,
} from '@portal/contracts';
import { bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../../platform/http/envelope';
import { companyCaller } from '../common/caller';
import { ProposalStatus, createCompanyProposal, findStudentByDni, studentDegrees } from './proposals';
import { ruleWordingErrorHandler, sendFieldRefusals } from '../common/field-answers';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa: propuesta de prácticas'];

/**
 * The company's internship proposal for a named student (spec 001 §7): the student by DNI (509
 * when no candidate has it), the student's degrees, then the proposal (510; 544 without an active
 * agreement). Company tokens only (79 for students, who have their own proposal).
 */
export const companyProposalRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  const onRequest = guards.company;
  app.setErrorHandler(ruleWordingErrorHandler);

  app.post(
    '/api/Empresa/compruebaDNIalumno',
    {
      schema: {
        tags,
        summary: 'Whether a student of the portal has that DNI: status 0 with the name, 509 otherwise',
        security: bearer,
        body: studentDniRequest,
        response: { 200: orRefusal(studentByDniResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      await companyCaller(pool, request);
      const student = await findStudentByDni(pool, request.body.dni);
      return student ? ok({ nombre: student.nombre }) : fail(ProposalStatus.noStudent);
    },
  );

  app.post(
    '/api/Empresa/dameTitulacionesAlumno',
    {
      schema: {
        tags,
        summary: "The student's degrees at the institution, by DNI (509 when no candidate has it)",
        security: bearer,
        body: studentDniRequest,
        response: { 200: orRefusal(studentDegreesResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      await companyCaller(pool, request);
      const student = await findStudentByDni(pool, request.body.dni);
      return student ? ok(await studentDegrees(pool, student.userId)) : fail(ProposalStatus.noStudent);
    },
  );

  app.post(
    '/api/Empresa/solicitudPractica',
    {
      schema: {
        tags,
        summary: 'Registers the company internship proposal for a student (510)',
        description:
          '544 without an active agreement; 509 no student with that DNI; 400/15: a degree not the student’s, a tutor or signatory ' +
          'e-mail that is not one of the company’s contacts of that type (check or create it first).',
        security: bearer,
        body: companyProposalRequest,
        response: { 200: orRefusal(confirmationResponse), ...guardedFailures, 400: validationFailure },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await createCompanyProposal(pool, caller, request.body);
      if (outcome.ok) return ok({ codigo: outcome.value });
      if ('fieldErrors' in outcome) return sendFieldRefusals(request, reply, outcome.fieldErrors);
      return fail(outcome.refusal.status);
    },
  );
};
