import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyContactType,
  ContactConfirmation,
  Status,
  companyContactIdParam,
  companyContactRecordResponse,
  companyContactTypeKeys,
  companyContactsResponse,
  contactLinkRequest,
  contactLinkResponse,
  failureEnvelope,
  editCompanyContactRequest,
  editCompanyContactResponse,
  mainCompanyContactResponse,
  newCompanyContactRequest,
  newCompanyContactResponse,
  type CompanyContactTypeId,
  type ContactFields,
} from '@portal/contracts';
import {
  HttpFailure,
  bearer,
  commonFailures,
  fail,
  guardedFailures,
  ok,
  orRefusal,
  validationFailure,
} from '../../platform/http/envelope';
import { messagesFor } from '../../platform/http/messages';
import {
  addCompanyContact,
  contactFieldErrors,
  editCompanyContact,
  findCompanyContact,
  listCompanyContacts,
  mainCompanyContact,
} from './contacts';
import { companyCaller, companySettings } from '../common/caller';
import { ruleWordingErrorHandler, sendFieldRefusals } from '../common/field-answers';
import type { DomainContext } from '../../platform/http/route-context';
import { createContactLinks } from './contact-links';

const tags = ['Empresa: contactos'];
const formFailures = { ...guardedFailures, 400: validationFailure };

/**
 * The company's contacts (spec 001 §3, §5, §7 Contacts): tutors of internships, annex and
 * agreement signatories, general contacts. Every call acts for the token's company (checked on
 * each call: 3, 9, 90); another company's contact is refused (403, 3); a student token is refused
 * by the guard (79). Students reach contacts only through the proposal calls (routes/proposals.ts).
 */
export const companyContactRoutes: FastifyPluginAsyncZod<DomainContext> = async (app, { pool, guards, config }) => {
  const onRequest = guards.company;
  const contactLinks = createContactLinks({ secret: config.tokenSecret, ttlSeconds: config.contactLinkTtlHours * 3600 });
  app.setErrorHandler(ruleWordingErrorHandler);

  for (const key of companyContactTypeKeys) {
    app.get(
      `/api/Empresa/dameContactosTipo${key}`,
      {
        schema: {
          tags,
          summary: `The company's contacts of type ${key}, by name`,
          security: bearer,
          response: { 200: companyContactsResponse, ...guardedFailures },
        },
        onRequest,
      },
      async (request) => {
        const caller = await companyCaller(pool, request);
        return ok(await listCompanyContacts(pool, caller.companyId, CompanyContactType[key]));
      },
    );
  }

  app.get(
    '/api/Empresa/dameDatosContactoEmpresa',
    {
      schema: {
        tags,
        summary: "Every contact of the company, of every type (the contacts screen's list)",
        security: bearer,
        response: { 200: companyContactsResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await listCompanyContacts(pool, (await companyCaller(pool, request)).companyId)),
  );

  app.get(
    '/api/Empresa/dameDatosContacto',
    {
      schema: {
        tags,
        summary: "The company's main contact: its oldest general contact, or null when it has none",
        security: bearer,
        response: { 200: mainCompanyContactResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await mainCompanyContact(pool, (await companyCaller(pool, request)).companyId)),
  );

  // The spec writes this path in lower case (/api/empresa/...): both spellings answer.
  for (const prefix of ['/api/Empresa', '/api/empresa']) {
    app.get(
      `${prefix}/dameDatosContactoPorId/:id`,
      {
        schema: {
          tags,
          summary: 'One of the company contacts by id (403 with status 3 for any other)',
          security: bearer,
          params: companyContactIdParam,
          response: { 200: companyContactRecordResponse, ...guardedFailures },
        },
        onRequest,
      },
      async (request) => {
        const caller = await companyCaller(pool, request);
        const contact = await findCompanyContact(pool, caller.companyId, request.params.id);
        if (!contact) throw new HttpFailure(403, Status.accessDenied);
        return ok(contact);
      },
    );
  }

  app.get(
    '/api/Empresa/dameEnlaceDatosContacto/:id',
    {
      schema: {
        tags,
        summary: 'A signed link for one of the company contacts to read their own data without an account',
        description:
          'Answers what the contact posts to POST dameDatosContactoPorId (parametrosControl, idContacto) and when it ' +
          'expires (CONTACT_LINK_TTL_HOURS). 403 with status 3 for a contact of another company.',
        security: bearer,
        params: companyContactIdParam,
        response: { 200: contactLinkResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      const contact = await findCompanyContact(pool, caller.companyId, request.params.id);
      if (!contact) throw new HttpFailure(403, Status.accessDenied);
      const link = contactLinks.sign(caller.companyId, contact.id);
      return ok({ idContacto: contact.id, parametrosControl: link.parametrosControl, caduca: link.expiresAt.toISOString() });
    },
  );

  // Link-access mode: no session, the signed link is the only key, and it opens one contact only.
  for (const prefix of ['/api/Empresa', '/api/empresa']) {
    app.post(
      `${prefix}/dameDatosContactoPorId`,
      {
        schema: {
          tags,
          summary: 'One company contact’s data, read through the signed link the company sent them (no account)',
          description:
            'The link comes from GET /api/Empresa/dameEnlaceDatosContacto/{id}. A link altered in any part, or posted with ' +
            'another idContacto, answers 403 with status 3; an expired one 410 with status 42; a contact deleted since ' +
            'then 410 with status 42. `mensaje` says what to do, in the caller’s language.',
          body: contactLinkRequest,
          response: {
            200: companyContactRecordResponse,
            ...commonFailures,
            403: failureEnvelope.describe('The link was altered or is for another contact: status 3'),
            410: failureEnvelope.describe('The link expired, or its contact no longer exists: status 42'),
          },
        },
      },
      async (request, reply) => {
        const { parametrosControl, idContacto } = request.body;
        const messages = messagesFor(request);
        const verdict = contactLinks.verify(parametrosControl, idContacto);
        if (!verdict.valid) {
          return verdict.reason === 'expired'
            ? reply.code(410).send(fail(Status.linkExpired, messages.contactLinkExpired))
            : reply.code(403).send(fail(Status.accessDenied, messages.contactLinkNotValid));
        }
        const contact = await findCompanyContact(pool, verdict.companyId, idContacto);
        if (!contact) return reply.code(410).send(fail(Status.linkExpired, messages.contactLinkExpired));
        return ok(contact);
      },
    );
  }

  /** The contact's fields checked beyond the schema; the address is kept only with the brand flag. */
  const checked = async (
    request: FastifyRequest,
    reply: FastifyReply,
    contact: ContactFields,
    type: CompanyContactTypeId,
  ) => {
    const withAddress = (await companySettings(pool)).direccionContactos;
    const errors = contactFieldErrors(contact, type, withAddress);
    return errors.length ? { refused: sendFieldRefusals(request, reply, errors) } : { withAddress };
  };

  const addRoute = (url: string, summary: string, typeOf: (body: { idTipoContacto?: CompanyContactTypeId }) => CompanyContactTypeId | undefined) =>
    app.post(
      url,
      {
        schema: {
          tags,
          summary,
          description:
            'Answers idNuevaAlta with 538. Rules of a new signatory (spec 001 §5), 400/15 per field; a signatory needs its NIF. ' +
            '29 when the company has a contact of that type with that e-mail, 94 with that NIF. The address (direccion...cp) is kept when the brand ' +
            'has empresas.direccionContactos.',
          security: bearer,
          body: newCompanyContactRequest,
          response: { 200: orRefusal(newCompanyContactResponse), ...formFailures },
        },
        onRequest,
      },
      async (request, reply) => {
        const caller = await companyCaller(pool, request);
        const type = typeOf(request.body);
        if (type === undefined) return sendFieldRefusals(request, reply, [{ campo: 'idTipoContacto', regla: 'required' }]);
        const { idTipoContacto: _type, ...contact } = request.body;
        const verdict = await checked(request, reply, contact, type);
        if ('refused' in verdict) return verdict.refused;
        const outcome = await addCompanyContact(pool, caller.companyId, type, contact, verdict.withAddress);
        return outcome.ok ? ok({ idNuevaAlta: outcome.value, codigo: ContactConfirmation.created }) : fail(outcome.refusal.status);
      },
    );

  addRoute('/api/Empresa/addContactoEmpresa', 'Adds a contact of the type idTipoContacto (1 tutor, 2 annex signatory, 3 agreement signatory, 4 contact)', (body) => body.idTipoContacto);
  for (const key of companyContactTypeKeys) {
    addRoute(`/api/Empresa/addContactoEmpresa_${key}`, `Adds a contact of type ${key}`, () => CompanyContactType[key]);
  }

  app.post(
    '/api/Empresa/editaContactoEmpresa',
    {
      schema: {
        tags,
        summary: 'Saves every field of one of the company contacts: 97 for a tutor, 96 for the others',
        description: '3 for a contact of another company; 29 when the new e-mail is another contact’s of the same type, 94 when the NIF is.',
        security: bearer,
        body: editCompanyContactRequest,
        response: { 200: orRefusal(editCompanyContactResponse), ...formFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const { id, ...contact } = request.body;
      const existing = await findCompanyContact(pool, caller.companyId, id);
      if (!existing) return fail(Status.accessDenied);
      const verdict = await checked(request, reply, contact, existing.idTipoContacto);
      if ('refused' in verdict) return verdict.refused;
      const outcome = await editCompanyContact(pool, caller.companyId, id, contact, verdict.withAddress);
      return outcome.ok ? ok({ codigo: outcome.value }) : fail(outcome.refusal.status);
    },
  );
};
