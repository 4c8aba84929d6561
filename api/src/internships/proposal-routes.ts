import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactTypes,
  Status,
  Success,
  checkCifRequest,
  companyContactResponse,
  contactByEmailRequest,
  idParams,
  checkCifResponse,
  confirmationResponse,
  internshipProposalRequest,
  isValidCif,
  studentLookupsResponse,
  studentProposalsResponse,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../platform/http/envelope';
import { messagesFor } from '../platform/http/messages';
import { contactLookup } from '../platform/limits/countings';
import { tooManyAttempts } from '../platform/limits/limits';
import { createProposal, findCompanyByCif, findContactByEmail, findProposalContact, listStudentProposals } from './proposals';
import { lookupsOfStudent } from '../company/internships/student-lookups';
import { companyCaller } from '../company/common/caller';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Propuesta de prácticas'];

/** The spec's calls by which a student once added a company's contacts (refused since issue 22). */
const proposalContactRoles = Object.keys(ContactTypes) as (keyof typeof ContactTypes)[];

/**
 * A company token may make the proposal's checks too, for its own company only (3 otherwise): the
 * company's proposal screen checks its own contacts by e-mail and its own CIF.
 */
const ownCompanyOnly = async (pool: RouteContext['pool'], request: Parameters<typeof authOf>[0], companyId: number) => {
  if (authOf(request).tipo !== 'Empresa') return true;
  return (await companyCaller(pool, request)).companyId === companyId;
};

/**
 * The student's internship proposal (/propuesta-practicas): the company by CIF, its contacts by
 * e-mail, then the proposal; and what companies looked up of the student for theirs.
 */
export const proposalRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards, limits }) => {
  app.post(
    '/api/Alumno/compruebaCIF',
    {
      schema: {
        tags,
        summary: 'Whether a company is in the portal, by CIF (33 for a malformed CIF)',
        description: 'A company token may ask only for its own CIF (3 for any other).',
        security: bearer,
        body: checkCifRequest,
        response: { 200: orRefusal(checkCifResponse), ...guardedFailures },
      },
      onRequest: guards.studentOrCompany,
    },
    async (request) => {
      if (!isValidCif(request.body.cif)) return fail(Status.cifFormat);
      const company = await findCompanyByCif(pool, request.body.cif);
      if (authOf(request).tipo === 'Empresa' && !(company && (await ownCompanyOnly(pool, request, company.idEmpresa))))
        return fail(Status.accessDenied);
      return ok({ existe: company !== null, empresa: company });
    },
  );

  app.post(
    '/api/Alumno/solicitudPractica',
    {
      schema: {
        tags,
        summary: 'Registers an internship proposal: 510 with a company of the portal, 528 with a new one',
        description:
          'The signatory e-mail is required and valid; a company not in the portal needs nombreEmpresa (400, status 15).',
        security: bearer,
        body: internshipProposalRequest,
        response: { 200: orRefusal(confirmationResponse), ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request, reply) => {
      const outcome = await createProposal(pool, Number(authOf(request).sub), request.body);
      if (outcome.ok) return ok({ codigo: outcome.value });
      const messages = messagesFor(request);
      return reply.code(400).send(
        validationFailure.parse({
          ...fail(Status.missingMandatoryData, messages.reviewForm),
          errores: [{ campo: 'nombreEmpresa', mensaje: messages.required }],
        }),
      );
    },
  );

  app.post(
    '/api/Alumno/dameDatosContactoPorEmail',
    {
      schema: {
        tags,
        summary: 'A contact of the company by e-mail: status 0 with its id and name when it exists',
        description:
          'Status 524 (the e-mail is no active user of the company) when the company has no contact with that e-mail. ' +
          'Only the name that confirms the e-mail is answered. ' +
          'A company token may ask only about its own company (3 otherwise). Limited per user (429).',
        security: bearer,
        body: contactByEmailRequest,
        response: { 200: orRefusal(companyContactResponse), ...guardedFailures, 429: tooManyAttempts },
      },
      onRequest: guards.studentOrCompany,
      preHandler: limits.on(contactLookup),
    },
    async (request) => {
      if (!(await ownCompanyOnly(pool, request, request.body.idEmpresa))) return fail(Status.accessDenied);
      const contact = await findContactByEmail(pool, request.body.idEmpresa, request.body.email);
      return contact ? ok(contact) : fail(Success.emailNotActiveUser);
    },
  );

  // The spec writes this path in lower case (/api/alumno/...): both spellings answer.
  for (const prefix of ['/api/Alumno', '/api/alumno']) {
    app.get(
      `${prefix}/dameDatosContactoPorId/:id`,
      {
        schema: {
          tags,
          summary: 'A company contact named in one of the student’s proposals (tutor or signatory): its id and name',
          description: '403 with status 3 for any other contact: a student reads only the contacts their own proposals name.',
          security: bearer,
          params: idParams,
          response: { 200: companyContactResponse, ...guardedFailures },
        },
        onRequest: guards.student,
      },
      async (request, reply) => {
        const contact = await findProposalContact(pool, Number(authOf(request).sub), request.params.id);
        return contact ? ok(contact) : reply.code(403).send(fail(Status.accessDenied));
      },
    );
  }

  // Issue 22: a student no longer adds contacts to a company (only its own users do, on their
  // contacts screen): the proposal names the tutor by e-mail and the company confirms them. The
  // calls of the spec stay, refused with 170 (403) and its text.
  for (const role of proposalContactRoles) {
    app.post(
      `/api/Alumno/addContactoEmpresa_${role}_PorEmail`,
      {
        schema: {
          tags,
          summary: `Refused (403, status 170): a company's contacts (${role}) are added by the company's own users`,
          description: 'The student names the contact by e-mail in the proposal; the company adds and confirms it.',
          security: bearer,
          response: guardedFailures,
        },
        onRequest: guards.student,
      },
      async (_request, reply) => reply.code(403).send(fail(Status.contactsByCompanyOnly)),
    );
  }

  app.get(
    '/api/Alumno/dameSolicitudesPracticas',
    {
      schema: {
        tags,
        summary: 'The caller’s internship proposals, newest first: waiting for the careers office, accepted, or rejected with its reason',
        security: bearer,
        response: { 200: studentProposalsResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await listStudentProposals(pool, Number(authOf(request).sub))),
  );

  app.get(
    '/api/Alumno/dameConsultasDeEmpresas',
    {
      schema: {
        tags,
        summary: 'Which companies looked the student up by national id for an internship proposal, and when',
        description: 'Latest first (the last 200): the company, the call, whether it gave the student’s surname right.',
        security: bearer,
        response: { 200: studentLookupsResponse, ...guardedFailures },
      },
      onRequest: guards.student,
    },
    async (request) => ok(await lookupsOfStudent(pool, Number(authOf(request).sub))),
  );
};
