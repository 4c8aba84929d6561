import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Status,
  CompanyDataNotice,
  companyDataResponse,
  companyDataRuleTexts,
  companyDescriptionRequest,
  companyDetailsRequest,
  companyRuleOf,
  companyUserProfileRequest,
  companyUserProfileResponse,
  companyVerificationRequest,
  companyVerificationResponse,
  companyVerification,
  companyUserProfile,
  savedWithNotice,
  workCentreIdRequest,
  workCentreRequest,
  workCentreSavedResponse,
  workCentresResponse,
} from '@portal/contracts';
import { HttpFailure, bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../../platform/http/envelope';
import { errorHandler } from '../../platform/http/error-handler';
import { languageOf, messagesFor } from '../../platform/http/messages';
import {
  readCompanyData,
  readCompanyVerification,
  saveCompanyDescription,
  saveCompanyDetails,
  saveCompanyVerification,
  type CompanyDataOutcome,
  type CompanyFieldFailure,
} from './company-data';
import { companyCaller, companySettings, type CompanyCaller } from '../common/caller';
import { readCompanyUserProfile, saveCompanyUserProfile } from './user-profile';
import { deleteWorkCentre, listWorkCentres, saveWorkCentre } from './work-centres';
import { addressErrors } from '../../cv/address';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa'];
const formFailures = { ...guardedFailures, 400: validationFailure };

/** The refused fields of a 400 answer, worded in the caller's language. */
const refusal = (request: FastifyRequest, status: number, fields: readonly CompanyFieldFailure[]) => {
  const texts = companyDataRuleTexts[languageOf(request.headers['accept-language'])];
  return {
    ...fail(status, messagesFor(request).reviewForm),
    errores: fields.map((field) => ({
      campo: field.campo,
      mensaje: 'regla' in field ? texts[field.regla] : field.mensaje,
    })),
  };
};

/** The answer of a write: its value; refused fields as a 400 (nothing was written); 3 as a 403. */
const answer = <T>(request: FastifyRequest, reply: FastifyReply, outcome: CompanyDataOutcome<T>) => {
  if (outcome.ok) return reply.send(ok(outcome.value));
  if (outcome.fields.length === 0) {
    return reply.code(outcome.status === Status.accessDenied ? 403 : 200).send(fail(outcome.status));
  }
  return reply.code(400).send(refusal(request, outcome.status, outcome.fields));
};

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { params?: { rule?: unknown; status?: unknown } };
}

/**
 * Schema failures of these calls: each field's rule in the caller's language, and the code the spec
 * has for the first field that has one (33 CIF, 73 IBAN, 70 phone, 69 e-mail), else 15.
 */
const companyDataErrorHandler = (error: FastifyError | HttpFailure, request: FastifyRequest, reply: FastifyReply) => {
  if (!hasZodFastifySchemaValidationErrors(error)) return errorHandler(error, request, reply);
  const issues = error.validation as unknown as ValidationIssue[];
  const fields = issues.map((issue) => ({
    campo: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
    regla: companyRuleOf(
      { message: issue.message, params: issue.params.params },
      /received undefined/.test(issue.message ?? '') || issue.message === 'required',
    ),
  }));
  const coded = issues.map((issue) => issue.params.params?.status).find((status) => typeof status === 'number');
  return reply.code(400).send(refusal(request, (coded as number | undefined) ?? Status.missingMandatoryData, fields));
};

/**
 * The company's own data (spec 001 §7 "Company data"): the complete form, the data the careers
 * office verifies, the description, the work centres, and the profile of the user. Every call acts
 * for the token's company, checked on each call (company/common/caller.ts: 3 for a user no longer in it,
 * 9, 90); a student's token gets 79.
 */
export const companyDataRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  app.setErrorHandler(companyDataErrorHandler);
  // The company is checked before the body is read: a user no longer in it learns nothing of the input.
  const callers = new WeakMap<FastifyRequest, CompanyCaller>();
  const onRequest = guards.company;
  app.addHook('preValidation', async (request) => {
    callers.set(request, await companyCaller(pool, request));
  });
  const callerOf = (request: FastifyRequest) => callers.get(request)!;

  app.post(
    '/api/Empresa/editaEmpresaCompletos',
    {
      schema: {
        tags,
        summary: "Saves every field of the company's data, its address included (539)",
        description:
          'One transaction. Field rules: 400 with each field in the caller\'s language; its status is 33 for a CIF ' +
          'that is not a CIF (letter, 7 digits, control character), 73 for an IBAN whose check digits fail, 15 otherwise. ' +
          'The company type is required when the brand asks for it (empresas.tipoEmpresa; otherwise ignored); the startup ' +
          'data when the type is 7 (startup). The address follows the rules of editDomicilio plus staircase and DPO. ' +
          'The IBAN is required when the brand checks it (empresas.compruebaIban) and the company offers internships: 72 ' +
          'when it is the only thing missing. After the careers office verified the CIF and the legal name, changing them ' +
          'is refused (rule locked); a CIF of another company answers 8. Answers {aviso: 539, datos: the company data}.',
        security: bearer,
        body: companyDetailsRequest,
        response: { 200: orRefusal(savedWithNotice(companyDataResponse.shape.datos)), ...formFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const settings = await companySettings(pool);
      const outcome = await saveCompanyDetails(pool, caller, settings, request.body, languageOf(request.headers['accept-language']));
      if (!outcome.ok) return answer(request, reply, outcome);
      const saved = await readCompanyData(pool, caller.companyId, settings);
      return ok({ aviso: CompanyDataNotice.informationCompleted, datos: saved! });
    },
  );

  app.get(
    '/api/Empresa/dameDatosEmpresaVerificacion',
    {
      schema: {
        tags,
        summary: 'The data the careers office verifies (CIF, legal and trade names), and which are locked',
        description: 'Once the office has verified them (fechaVerificacion), the CIF and the legal name are locked (bloqueados).',
        security: bearer,
        response: { 200: companyVerificationResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = callerOf(request);
      return ok((await readCompanyVerification(pool, caller.companyId))!);
    },
  );

  app.post(
    '/api/Empresa/editarEmpresaVerificacion',
    {
      schema: {
        tags,
        summary: 'Corrects the CIF, the legal name and the trade name before the office verifies them (532)',
        description:
          '33 for a CIF that is not one; 8 (rule cifTaken) for the CIF of another company; a locked field changed: 400 ' +
          'with rule locked. The trade name can change at any time.',
        security: bearer,
        body: companyVerificationRequest,
        response: { 200: orRefusal(savedWithNotice(companyVerification)), ...formFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const outcome = await saveCompanyVerification(pool, caller.companyId, request.body);
      if (!outcome.ok) return answer(request, reply, outcome);
      return ok({ aviso: CompanyDataNotice.updated, datos: outcome.value });
    },
  );

  app.post(
    '/api/Empresa/guardarDescripcionEmpresa',
    {
      schema: {
        tags,
        summary: 'Saves the description of the company students read (507)',
        description: "Our path: the spec names the confirmation (507) but not the call.",
        security: bearer,
        body: companyDescriptionRequest,
        response: { 200: savedWithNotice(z.object({ descripcion: z.string() })), ...formFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = callerOf(request);
      await saveCompanyDescription(pool, caller.companyId, request.body.descripcion);
      return ok({ aviso: CompanyDataNotice.descriptionSaved, datos: { descripcion: request.body.descripcion } });
    },
  );

  app.post(
    '/api/Empresa/editaCentroDeTrabajo',
    {
      schema: {
        tags,
        summary: 'Adds a work centre (no idCentro) or changes one of the company (answers the list)',
        description:
          'Answers aviso 98 (spec 001 §8, "centre saved") with the list. The address follows the rules of editDomicilio; ' +
          'telefono, when given, 9 to 14 digits (70). A centre of another company is not found: 3.',
        security: bearer,
        body: workCentreRequest,
        response: { 200: workCentreSavedResponse, ...formFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const errores = addressErrors(request.body.domicilio, languageOf(request.headers['accept-language']));
      if (errores.length > 0) {
        const fields = errores.map(({ campo, mensaje }) => ({ campo: `domicilio.${campo}`, mensaje }));
        return reply.code(400).send(refusal(request, Status.missingMandatoryData, fields));
      }
      if (!(await saveWorkCentre(pool, caller.companyId, request.body))) throw new HttpFailure(403, Status.accessDenied);
      return ok({ aviso: CompanyDataNotice.centreSaved, datos: await listWorkCentres(pool, caller.companyId) });
    },
  );

  app.post(
    '/api/Empresa/eliminaCentroDeTrabajo',
    {
      schema: {
        tags,
        summary: 'Deletes one of the work centres of the company (answers the list)',
        description: 'A centre of another company is not found: 3.',
        security: bearer,
        body: workCentreIdRequest,
        response: { 200: workCentresResponse, ...formFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = callerOf(request);
      if (!(await deleteWorkCentre(pool, caller.companyId, request.body.idCentro))) {
        throw new HttpFailure(403, Status.accessDenied);
      }
      return ok(await listWorkCentres(pool, caller.companyId));
    },
  );

  app.get(
    '/api/Empresa/dameUsuarioEmpresa',
    {
      schema: {
        tags,
        summary: "The profile of the logged company user (/mi-perfil): name, surnames, position, phone, e-mail, language",
        description: 'Our path: the spec shows only the call that saves it (guardarUsuarioEmpresa).',
        security: bearer,
        response: { 200: companyUserProfileResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = callerOf(request);
      return ok((await readCompanyUserProfile(pool, caller.userId))!);
    },
  );

  app.post(
    '/api/Empresa/guardarUsuarioEmpresa',
    {
      schema: {
        tags,
        summary: "Saves the logged company user's profile (532)",
        description:
          'telefono 9 to 14 digits (70); e-mail well formed (69). An e-mail of another company account: 16 when it is a ' +
          "user of the same company, 60 when of another company. The language becomes the account's preferred one.",
        security: bearer,
        body: companyUserProfileRequest,
        response: { 200: orRefusal(savedWithNotice(companyUserProfile)), ...formFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const outcome = await saveCompanyUserProfile(pool, caller, request.body);
      if (!outcome.ok) return answer(request, reply, outcome);
      return ok({ aviso: CompanyDataNotice.updated, datos: outcome.value });
    },
  );
};
