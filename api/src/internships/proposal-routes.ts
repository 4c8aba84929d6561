import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  ContactTypes} from '@portal/contracts';
import {
  Status,
  checkCifRequest,
  companyContactResponse,
  contactByEmailRequest,
  newContactRequest,
  newContactResponse,
  checkCifResponse,
  confirmationResponse,
  internshipProposalRequest,
  isValidCif,
} from '@portal/contracts';
import { authOf } from '../platform/auth/guards';
import { bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../platform/http/envelope';
import { messagesFor } from '../platform/http/messages';
import { addContact, createProposal, findCompanyByCif, findContactByEmail } from './proposals';
import { companyCaller } from '../company/common/caller';
import type { RouteContext } from '../platform/http/route-context';

const tags = ['Propuesta de prácticas'];

/**
 * The contacts a student may add while proposing an internship: the company's tutor and a general
 * contact, whom the student knows and the company confirms later. Never an agreement signatory:
 * who signs for a company is the company's own business (its contacts screen and agreement
 * request); the student's proposal only names the signatory's e-mail.
 */
const studentContactRoles = ['tutorPracticas', 'contacto'] as const satisfies readonly (keyof typeof ContactTypes)[];

/**
 * A company token may make the proposal's checks too, for its own company only (3 otherwise): the
 * company's proposal screen checks its own contacts by e-mail and its own CIF.
 */
const ownCompanyOnly = async (pool: RouteContext['pool'], request: Parameters<typeof authOf>[0], companyId: number) => {
  if (authOf(request).tipo !== 'Empresa') return true;
  return (await companyCaller(pool, request)).companyId === companyId;
};

/** The student's internship proposal (/propuesta-practicas): the company by CIF, then the proposal. */
export const proposalRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
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
        summary: 'A contact of the company by e-mail: status 0 and its data when it exists',
        description:
          'Status 69 when the company has no contact with that e-mail (the client then offers to create it). ' +
          'A company token may ask only about its own company (3 otherwise).',
        security: bearer,
        body: contactByEmailRequest,
        response: { 200: orRefusal(companyContactResponse), ...guardedFailures },
      },
      onRequest: guards.studentOrCompany,
    },
    async (request) => {
      if (!(await ownCompanyOnly(pool, request, request.body.idEmpresa))) return fail(Status.accessDenied);
      const contact = await findContactByEmail(pool, request.body.idEmpresa, request.body.email);
      return contact ? ok(contact) : fail(Status.email);
    },
  );

  for (const role of studentContactRoles) {
    app.post(
      `/api/Alumno/addContactoEmpresa_${role}_PorEmail`,
      {
        schema: {
          tags,
          summary: `Creates a contact (${role}) in a company of the portal; answers idNuevaAlta`,
          description:
            'Status 29 when that e-mail already has that role in the company; 3 for a company not in the portal.',
          security: bearer,
          body: newContactRequest,
          response: { 200: orRefusal(newContactResponse), ...guardedFailures },
        },
        onRequest: guards.student,
      },
      async (request) => {
        const outcome = await addContact(pool, role, request.body);
        return outcome.ok ? ok({ idNuevaAlta: outcome.value }) : fail(outcome.refusal.status);
      },
    );
  }
};
