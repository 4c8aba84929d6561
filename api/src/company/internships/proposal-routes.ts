import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  Status,
  companyProposalRequest,
  confirmationResponse,
  studentDegreesResponse,
  studentExistsResponse,
  studentLookupRequest,
  type StudentLookupRequest,
} from '@portal/contracts';
import {
  bearer,
  fail,
  guardedFailures,
  ok,
  orRefusal,
  validationFailure,
} from '../../platform/http/envelope';
import { studentLookup } from '../../platform/limits/countings';
import { tooManyAttempts } from '../../platform/limits/limits';
import { companyCaller } from '../common/caller';
import { hasActiveAgreement } from '../agreements/agreements';
import { ProposalStatus, createCompanyProposal } from './proposals';
import { createStudentLookups, type LookupOperation } from './student-lookups';
import { ruleWordingErrorHandler, sendFieldRefusals } from '../common/field-answers';
import type { DomainContext } from '../../platform/http/route-context';

const tags = ['Empresa: propuesta de prácticas'];

const lookupRules =
  'The student is named by DNI and surname(s) (the first one is enough): 509 when no student a proposal can name ' +
  '(not blocked, with a degree at the institution) has both, without saying which did not match. 544 without an active ' +
  'agreement (nothing is looked up). Limited per company user and per company (429), every look-up recorded for the student to read.';

/**
 * The company's internship proposal for a named student (spec 001 §7): the student by DNI and
 * surname, the student's degrees, then the proposal (510; 544 without an active agreement). Issue
 * 22: a look-up answers whether the proposal can name the student, never the student's name; it
 * needs the surname too, is limited and recorded. Company tokens only (79 for students, who have
 * their own proposal).
 */
export const companyProposalRoutes: FastifyPluginAsyncZod<DomainContext> = async (
  app,
  { pool, guards, limits, config },
) => {
  const onRequest = guards.company;
  const preHandler = limits.on(studentLookup);
  const lookups = createStudentLookups(pool, config.tokenSecret);
  const failures = { ...guardedFailures, 429: tooManyAttempts };
  app.setErrorHandler(ruleWordingErrorHandler);

  /** The caller's company with an active agreement, then the look-up: the student, or the refusal to answer. */
  const lookUp = async (request: FastifyRequest, operation: LookupOperation, body: StudentLookupRequest) => {
    const caller = await companyCaller(pool, request);
    if (!(await hasActiveAgreement(pool, caller.companyId)))
      return { found: false, status: Status.noActiveAgreement } as const;
    const student = await lookups.lookUp(caller, operation, body);
    return student
      ? ({ found: true, caller, student } as const)
      : ({ found: false, status: ProposalStatus.noStudent } as const);
  };

  app.post(
    '/api/Empresa/compruebaDNIalumno',
    {
      schema: {
        tags,
        summary:
          'Whether a proposal can name the student with that DNI and surname: status 0 (existe), 509 otherwise',
        description: lookupRules,
        security: bearer,
        body: studentLookupRequest,
        response: { 200: orRefusal(studentExistsResponse), ...failures },
      },
      onRequest,
      preHandler,
    },
    async (request) => {
      const looked = await lookUp(request, 'compruebaDNIalumno', request.body);
      return looked.found ? ok({ existe: true as const }) : fail(looked.status);
    },
  );

  app.post(
    '/api/Empresa/dameTitulacionesAlumno',
    {
      schema: {
        tags,
        summary: 'The degrees a proposal for the student with that DNI and surname may name (509 otherwise)',
        description: lookupRules,
        security: bearer,
        body: studentLookupRequest,
        response: { 200: orRefusal(studentDegreesResponse), ...failures },
      },
      onRequest,
      preHandler,
    },
    async (request) => {
      const looked = await lookUp(request, 'dameTitulacionesAlumno', request.body);
      return looked.found ? ok(looked.student.degrees) : fail(looked.status);
    },
  );

  app.post(
    '/api/Empresa/solicitudPractica',
    {
      schema: {
        tags,
        summary: 'Registers the company internship proposal for a student (510)',
        description:
          `${lookupRules} 400/15: a degree not the student’s, a tutor or signatory ` +
          'e-mail that is not one of the company’s contacts of that type (check or create it first).',
        security: bearer,
        body: companyProposalRequest,
        response: { 200: orRefusal(confirmationResponse), ...failures, 400: validationFailure },
      },
      onRequest,
      preHandler,
    },
    async (request, reply) => {
      const looked = await lookUp(request, 'solicitudPractica', request.body);
      if (!looked.found) return fail(looked.status);
      const outcome = await createCompanyProposal(pool, looked.caller, looked.student, request.body);
      if (outcome.ok) return ok({ codigo: outcome.value });
      if ('fieldErrors' in outcome) return sendFieldRefusals(request, reply, outcome.fieldErrors);
      return fail(outcome.refusal.status);
    },
  );
};
