import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyHomeResponse, hasMenuResponse, missingDataResponse } from '@portal/contracts';
import { bearer, guardedFailures, ok } from '../../platform/http/envelope';
import { readBrand } from '../../brand/brand';
import { companyHome, hasEducationRequestsMenu, missingCompanyData, missingContactData } from './home';
import { companyCaller, companySettings } from '../common/caller';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa'];

/** The company home and menu conditions (spec 001 §2): tiles' counts, missing-data popups, menu entries. */
export const companyHomeRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  const onRequest = guards.company;
  const checksData = async () => (await readBrand(pool)).flags.checkDatosCompletosEmpresa;

  app.get(
    '/api/Empresa/dameInicioEmpresa',
    {
      schema: {
        tags,
        summary: "Everything the company home and menu need in one call (ours: the spec's calls one by one are below)",
        security: bearer,
        response: { 200: companyHomeResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await companyHome(pool, await companyCaller(pool, request), await companySettings(pool))),
  );

  app.get(
    '/api/Empresa/faltanDatosAlaEmpresa',
    {
      schema: {
        tags,
        summary: 'Whether to ask for missing company data, and which (false when the brand does not check: checkDatosCompletosEmpresa)',
        security: bearer,
        response: { 200: missingDataResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await missingCompanyData(pool, await companyCaller(pool, request), await checksData())),
  );

  app.get(
    '/api/Empresa/faltanDatosAlContactoEmpresa',
    {
      schema: {
        tags,
        summary: "Whether to ask for the company's contact data (false when the brand does not check)",
        security: bearer,
        response: { 200: missingDataResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) =>
      ok(await missingContactData(pool, (await companyCaller(pool, request)).companyId, await checksData())),
  );

  app.get(
    '/api/Empresa/tieneMenuSolicitudesPracticasEducacion',
    {
      schema: {
        tags,
        summary: 'Whether the menu shows the education-practice requests entry',
        security: bearer,
        response: { 200: hasMenuResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      return ok(await hasEducationRequestsMenu(pool, caller.companyId, await companySettings(pool)));
    },
  );
};
