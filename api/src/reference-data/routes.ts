import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeProgrammesResponse,
  changeReasonsResponse,
  degreesResponse,
  domainItemsResponse,
  domainListsResponse,
  domainsResponse,
  educationCentresResponse,
  languageSchema,
  provinceHasIslandsResponse,
  streetTypesResponse,
  type ActiveProgramme,
  type Language,
  type ProvinceId,
} from '@portal/contracts';
import { createDomainCatalogue } from './catalogue';
import { cacheableBody, sendCacheable, type CacheableBody } from './cacheable';
import { commonFailures, ok } from '../platform/http/envelope';
import type { RouteContext } from '../platform/http/route-context';

const byLanguage = z.object({ language: languageSchema });
/** Lists whose path carries no language: Spanish unless `?idioma=ca|en` asks otherwise. */
const optionalLanguage = z.object({ idioma: languageSchema.default('es') });
/** `7` and `07` are the same province. */
const provinceParam = z.string().regex(/^(0?[1-9]|[1-4]\d|5[0-3])$/, 'a province code from 01 to 53');
const provinceCode = (value: string): ProvinceId => value.padStart(2, '0');

const tags = ['Dominios'];
const cacheableNote = 'Sent with an ETag: If-None-Match answers 304 with no body while nothing changed.';

/**
 * Reference data (spec 000 §3.1, §7; 001 §7). Built once from `api/data/` and served from memory,
 * each answer serialised once per language with its ETag.
 */
export const domainRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool }) => {
  const catalogue = createDomainCatalogue();
  const bodies = new Map<string, CacheableBody>();
  const cached = (key: string, build: () => unknown): CacheableBody => {
    let body = bodies.get(key);
    if (!body) {
      body = cacheableBody(ok(build()));
      bodies.set(key, body);
    }
    return body;
  };
  const currentYear = () => new Date().getFullYear();

  app.get(
    '/api/Dominios/dominios/:language',
    {
      schema: {
        tags,
        summary: 'All domains of a language: provinces with their municipalities, countries, islands...',
        description: cacheableNote,
        params: byLanguage,
        response: { 200: domainsResponse, ...commonFailures },
      },
    },
    async (request, reply) => {
      const { language } = request.params;
      const year = currentYear();
      return sendCacheable(
        request,
        reply,
        cached(`dominios:${language}:${year}`, () => catalogue.domains(language, year)),
      );
    },
  );

  app.get(
    '/api/Dominios/dominiosList/:language',
    {
      schema: {
        tags,
        summary: 'The bulk lists of a language: localities, street types, degrees, change reasons...',
        description: cacheableNote,
        params: byLanguage,
        response: { 200: domainListsResponse, ...commonFailures },
      },
    },
    async (request, reply) => {
      const { language } = request.params;
      return sendCacheable(
        request,
        reply,
        cached(`lists:${language}`, () => catalogue.lists(language)),
      );
    },
  );

  const byQueryLanguage = (
    path: string,
    summary: string,
    response: z.ZodType,
    build: (language: Language) => unknown,
  ) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          description: cacheableNote,
          querystring: optionalLanguage,
          response: { 200: response, ...commonFailures },
        },
      },
      async (request, reply) => {
        const { idioma } = request.query;
        return sendCacheable(
          request,
          reply,
          cached(`${path}:${idioma}`, () => build(idioma)),
        );
      },
    );
  byQueryLanguage('/api/Dominios/tiposVia', 'Street types', streetTypesResponse, catalogue.streetTypes);
  byQueryLanguage(
    '/api/Dominios/TagsInteresAlumno',
    "Tags of a student's interests",
    domainItemsResponse,
    catalogue.interestTags,
  );
  byQueryLanguage('/api/Dominios/ProgramasInformaticos', 'IT programmes', domainItemsResponse, () =>
    catalogue.itProgrammes(),
  );

  const byPathLanguage = (
    path: string,
    summary: string,
    response: z.ZodType,
    build: (language: Language) => unknown,
  ) =>
    app.get(
      `${path}/:language`,
      {
        schema: {
          tags,
          summary,
          description: cacheableNote,
          params: byLanguage,
          response: { 200: response, ...commonFailures },
        },
      },
      async (request, reply) => {
        const { language } = request.params;
        return sendCacheable(
          request,
          reply,
          cached(`${path}:${language}`, () => build(language)),
        );
      },
    );
  byPathLanguage(
    '/api/Dominios/titulaciones',
    'Degrees of the institution',
    degreesResponse,
    catalogue.degrees,
  );
  byPathLanguage(
    '/api/Dominios/tipoMotivoCambioEstadoCandidatura',
    'Reasons for a change of candidacy state, sorted by description',
    changeReasonsResponse,
    catalogue.changeReasons,
  );
  byPathLanguage('/api/Dominios/tiposEmpresa', 'Company types', domainItemsResponse, catalogue.companyTypes);
  // The candidacy states alone (the same as `dominios`' estadosCandidatura): what a list of
  // candidacies needs to label them, without the rest of the reference data (the student's home).
  byPathLanguage('/api/Dominios/estadosCandidatura', 'Candidacy states', domainItemsResponse, catalogue.candidacyStates);

  app.get(
    '/api/Dominios/centrosEducativosDeProvincia/:provinceId',
    {
      schema: {
        tags,
        summary: 'Education centres of a province',
        description: cacheableNote,
        params: z.object({ provinceId: provinceParam }),
        response: { 200: educationCentresResponse, ...commonFailures },
      },
    },
    async (request, reply) => {
      const provinceId = provinceCode(request.params.provinceId);
      return sendCacheable(
        request,
        reply,
        cached(`centres:${provinceId}`, () => catalogue.educationCentres(provinceId)),
      );
    },
  );

  app.get(
    '/api/dominios/esProvinciaConIslas/:province',
    {
      schema: {
        tags,
        summary: 'Whether a province has islands (Illes Balears, Las Palmas, Santa Cruz de Tenerife)',
        params: z.object({ province: provinceParam }),
        response: { 200: provinceHasIslandsResponse, ...commonFailures },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return ok(catalogue.provinceHasIslands(provinceCode(request.params.province)));
    },
  );

  app.get(
    '/api/Publico/programasPracticasActivos',
    {
      schema: {
        tags,
        summary: 'Internship programmes open now',
        description: cacheableNote,
        response: { 200: activeProgrammesResponse, ...commonFailures },
      },
    },
    async (request, reply) => {
      const { rows } = await pool.query<ActiveProgramme>(
        `SELECT id, slug AS "urlAcceso", title AS titulo, description AS descripcion,
                dedication_percent AS dedicacion, duration_months AS meses
           FROM internship_programmes WHERE active ORDER BY title, id`,
      );
      // Read from the database on every call; the tag still spares the transfer of an unchanged list.
      return sendCacheable(request, reply, cacheableBody(activeProgrammesResponse.parse(ok(rows))));
    },
  );
};
