import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  agreementAddedResponse,
  companyAddressResponse,
  agreementFileParams,
  agreementRequest,
  companyAgreementsResponse,
  formaliseAgreementRequest,
  signedAgreementRequest,
  signedAgreementResponse,
  staffAgreementRequest,
  staffAgreementResponse,
  staffAgreementsQuery,
  staffAgreementsResponse,
  wrongAgreementRequest,
} from '@portal/contracts';
import { sendPrivateFile } from '../../platform/http/attachment';
import { HttpFailure, bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../../platform/http/envelope';
import { renderAgreementPdf } from './agreement-document';
import { readBrand } from '../../brand/brand';
import { readCompanyAddress } from '../data/address';
import {
  attachSignedAgreement,
  findAgreementFiles,
  listAgreementsForStaff,
  listCompanyAgreements,
  requestAgreement,
  staffMoveAgreement,
} from './agreements';
import { companyCaller } from '../common/caller';
import type { StaffSessions } from '../../office/staff-sessions';
import { languageOfRequest } from '../common/answers';
import { ruleWordingErrorHandler, sendFieldRefusals } from '../common/field-answers';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa: convenios'];
const formFailures = { ...guardedFailures, 400: validationFailure };
/** A 2 MB file in base64 is about 2.7 MB of JSON, with the address beside it. */
const uploadBodyLimit = 4 * 1024 * 1024;

/**
 * The company's collaboration agreements (spec 001 §2, §3, §7): the request with its signatory,
 * deed and address (536), the list with the six statuses, the signed copy (513) and the files.
 * Every call acts for the token's company (3 for another company's agreement); students are
 * refused by the guard (79).
 */
export const companyAgreementRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { pool, guards, files },
) => {
  const onRequest = guards.company;
  app.setErrorHandler(ruleWordingErrorHandler);

  app.get(
    '/api/Empresa/dameConveniosEmpresa',
    {
      schema: {
        tags,
        summary: "The company's agreements, newest first, and whether one is active (formalised, not expired)",
        description:
          'estado: generado, firmadoEmpresa, erroneo, enviadoSecretaria, formalizado, caducado (a formalised agreement past fechaCaducidad).',
        security: bearer,
        response: { 200: companyAgreementsResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await listCompanyAgreements(pool, (await companyCaller(pool, request)).companyId)),
  );

  app.get(
    '/api/Empresa/dameDireccionEmpresa',
    {
      schema: {
        tags,
        summary: 'The company address as saved (null before it has one): the agreement request shows it and may correct it',
        security: bearer,
        response: { 200: companyAddressResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await readCompanyAddress(pool, (await companyCaller(pool, request)).companyId)),
  );

  app.post(
    '/api/Empresa/addSolicitudConvenioEmpresa',
    {
      bodyLimit: uploadBodyLimit,
      schema: {
        tags,
        summary: 'Requests a collaboration agreement: 536 with idConvenio, its document generated',
        description:
          'idFirmanteConvenio: one of the company agreement signatories. The address is saved as the company address in the same ' +
          'transaction. ficheroCopiaEscritura: the deed, PDF of at most 2 MB (46 not a PDF; 413 the company files would pass their quota; 400/15 too large). Field rules: 400/15 per field.',
        security: bearer,
        body: agreementRequest,
        response: { 200: orRefusal(agreementAddedResponse), ...formFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const brand = await readBrand(pool);
      const outcome = await requestAgreement(
        pool,
        files,
        { companyId: caller.companyId, institution: brand.nombreInstitucion },
        request.body,
        languageOfRequest(request),
      );
      if (outcome.ok) return ok({ codigo: 536 as const, idConvenio: outcome.value });
      if ('fieldErrors' in outcome) return sendFieldRefusals(request, reply, outcome.fieldErrors);
      return fail(outcome.refusal.status);
    },
  );

  app.post(
    '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
    {
      bodyLimit: uploadBodyLimit,
      schema: {
        tags,
        summary: 'Uploads the copy signed by the company: generated or wrong becomes signed by the company (513)',
        description: 'PDF of at most 2 MB (46 not a PDF; 413 the company files would pass their quota; 400/15 too large). 49 in any other status; 3 not one of the company agreements.',
        security: bearer,
        body: signedAgreementRequest,
        response: { 200: orRefusal(signedAgreementResponse), ...formFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await attachSignedAgreement(pool, files, caller.companyId, request.body);
      if (outcome.ok) return ok({ codigo: 513 as const, estado: outcome.value });
      if ('fieldErrors' in outcome) return sendFieldRefusals(request, reply, outcome.fieldErrors);
      return fail(outcome.refusal.status);
    },
  );

  app.get(
    '/api/Empresa/ficheroConvenio/:id/:fichero',
    {
      schema: {
        tags,
        summary: 'A file of one of the company agreements: the generated document, the deed or the signed copy (PDF)',
        description: '403 with status 3 for another company agreement, or a signed copy not uploaded yet.',
        security: bearer,
        params: agreementFileParams,
        response: { 200: z.any(), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const agreement = await findAgreementFiles(pool, caller.companyId, request.params.id);
      if (!agreement) throw new HttpFailure(403, Status.accessDenied);
      const { fichero, id } = request.params;
      if (fichero === 'documento') {
        return sendPrivateFile(reply, 'application/pdf', `convenio-${id}.pdf`, await renderAgreementPdf(agreement.document));
      }
      const stored = fichero === 'escritura' ? agreement.deed : agreement.signed;
      if (!stored) throw new HttpFailure(403, Status.accessDenied);
      const content = await files.get(pool, stored);
      if (!content) throw new HttpFailure(403, Status.accessDenied);
      return sendPrivateFile(reply, 'application/pdf', `convenio-${id}-${fichero}.pdf`, content.bytes);
    },
  );
};

/**
 * The careers office's side of the agreements: the list of every company's agreements and the
 * steps after the company signs (wrong with a reason, sent to the secretariat, formalised with
 * its expiry date). 3 for an unknown agreement, 49 for a step its status does not allow.
 */
export const staffAgreementRoutes: FastifyPluginAsyncZod<RouteContext & { staff: StaffSessions }> = async (
  app,
  { pool, staff },
) => {
  const staffTags = ['Orientación'];
  const onRequest = staff.guard;

  app.get(
    '/api/Orientacion/dameConvenios',
    {
      schema: {
        tags: staffTags,
        summary: 'Every company agreement, oldest first, optionally of one status',
        security: bearer,
        querystring: staffAgreementsQuery,
        response: { 200: staffAgreementsResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await listAgreementsForStaff(pool, request.query.estado)),
  );

  const answer = (outcome: Awaited<ReturnType<typeof staffMoveAgreement>>, idConvenio: number) =>
    outcome.ok ? ok({ idConvenio, estado: outcome.value }) : fail(outcome.refusal.status);

  app.post(
    '/api/Orientacion/marcaConvenioErroneo',
    {
      schema: {
        tags: staffTags,
        summary: 'Marks a signed (or sent) agreement wrong, with the reason the company reads',
        security: bearer,
        body: wrongAgreementRequest,
        response: { 200: orRefusal(staffAgreementResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) =>
      answer(
        await staffMoveAgreement(pool, request.body.idConvenio, 'marcarErroneo', { wrongReason: request.body.motivo }),
        request.body.idConvenio,
      ),
  );

  app.post(
    '/api/Orientacion/enviaConvenioSecretaria',
    {
      schema: {
        tags: staffTags,
        summary: 'Sends an agreement signed by the company to the secretariat',
        security: bearer,
        body: staffAgreementRequest,
        response: { 200: orRefusal(staffAgreementResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) => answer(await staffMoveAgreement(pool, request.body.idConvenio, 'enviarSecretaria'), request.body.idConvenio),
  );

  app.post(
    '/api/Orientacion/formalizaConvenio',
    {
      schema: {
        tags: staffTags,
        summary: 'Formalises an agreement sent to the secretariat; it is active until fechaCaducidad',
        description: 'Without fechaCaducidad it lasts the years of agreement_settings.validity_years from today.',
        security: bearer,
        body: formaliseAgreementRequest,
        response: { 200: orRefusal(staffAgreementResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) =>
      answer(
        await staffMoveAgreement(pool, request.body.idConvenio, 'formalizar', {
          ...(request.body.fechaCaducidad ? { expiresOn: request.body.fechaCaducidad } : {}),
        }),
        request.body.idConvenio,
      ),
  );
};
