import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  agreementAddedResponse,
  companyAddressResponse,
  agreementFileParams,
  agreementRequest,
  companyAgreementsResponse,
  signedAgreementRequest,
  signedAgreementResponse,
} from '@portal/contracts';
import { sendPrivateFile } from '../../platform/http/attachment';
import { HttpFailure, bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../../platform/http/envelope';
import { readBrand } from '../../brand/brand';
import { readCompanyAddress } from '../data/address';
import {
  attachSignedAgreement,
  readAgreementFile,
  listCompanyAgreements,
  requestAgreement,
} from './agreements';
import { companyCaller } from '../common/caller';
import { languageOfRequest } from '../common/answers';
import { ruleWordingErrorHandler, sendFieldRefusals } from '../common/field-answers';
import type { RouteContext } from '../../platform/http/route-context';
import { uploadChecksBusy, uploadRefusalsText } from '../../platform/storage/uploaded-files';

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
          'transaction. ficheroCopiaEscritura: the deed, PDF of at most 2 MB (46 not a PDF; 413 the company files would pass their quota; 400/15 too large). Field rules: 400/15 per field. ' +
          uploadRefusalsText,
        security: bearer,
        body: agreementRequest,
        response: { 200: orRefusal(agreementAddedResponse), ...formFailures, ...uploadChecksBusy },
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
        description:
          'PDF of at most 2 MB (46 not a PDF; 413 the company files would pass their quota; 400/15 too large). 49 in any other status; 3 not one of the company agreements. ' +
          uploadRefusalsText,
        security: bearer,
        body: signedAgreementRequest,
        response: { 200: orRefusal(signedAgreementResponse), ...formFailures, ...uploadChecksBusy },
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
      const file = await readAgreementFile(pool, files, caller.companyId, request.params.id, request.params.fichero);
      if (!file) throw new HttpFailure(403, Status.accessDenied);
      return sendPrivateFile(reply, 'application/pdf', file.fileName, file.bytes);
    },
  );
};
