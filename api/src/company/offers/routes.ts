import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorHandlerWith } from '../../platform/http/error-handler';
import {
  OfferState,
  Status,
  closeOfferRequest,
  companyOfferViewResponse,
  confirmationResponse,
  editableOfferResponse,
  myOffersCountResponse,
  myOffersFilters,
  myOffersQuery,
  myOffersResponse,
  noDataResponse,
  offerForm,
  offerRefParam,
  offerRefRequest,
  processCountsResponse,
  processesByProfileResponse,
  saveSearchRequest,
  savedOfferResponse,
  savedSearchIdParam,
  savedSearchResponse,
  savedSearchesResponse,
} from '@portal/contracts';
import { bearer, fail, guardedFailures, ok, orRefusal, validationFailure } from '../../platform/http/envelope';
import { effectiveState } from './offer-states';
import {
  closeOffer,
  copyOffer,
  countMyOffers,
  createOffer,
  deleteOffer,
  editOffer,
  editableOffer,
  findOwnOffer,
  listMyOffers,
  processCounts,
  processesByProfile,
} from './offers';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches';
import { companyCaller, companySettings } from '../common/caller';
import { offerStateName } from '../common/texts';
import { findCompanyOfferDetail } from '../../offers/offers';
import { companyAnswer, languageOfRequest, wordedFieldErrors } from '../common/answers';
import type { RouteContext } from '../../platform/http/route-context';

const tags = ['Empresa'];
const formFailures = { ...guardedFailures, 400: validationFailure };

/**
 * The company's offers (spec 001 §2-§5): my offers in batches with filters and saved searches,
 * the wizard's create and edit calls, the offer as students see it, and the actions (close,
 * delete, copy, copy to the other profile). Every call acts for the token's company, checked on
 * each call (company/common/caller.ts: 3, 9, 90); another company's offer is not found (4).
 */
export const companyOfferRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { pool, guards }) => {
  // The tutor's ID document refused answers 66 (spec 001 §8), not the general 15.
  app.setErrorHandler(errorHandlerWith({ specCodes: true }));
  const onRequest = guards.company;

  app.get(
    '/api/Empresa/dameOfertasEmpresa',
    {
      schema: {
        tags,
        summary: "A batch of the company's offers (current or history) with the filters of my offers",
        description:
          'Highlighted first, then newest (the id breaks ties): fetch with desde/cantidad until dameNumOfertasEmpresa. ' +
          'ambito actuales: pending validation and published; historico: closed, expired, rejected. Filters: estado, titulo, ' +
          'tipo, omitirLeidos (only offers with candidates the company has not opened), caducanPronto (expiring within 7 days), ' +
          'soloConCandidatos; advanced: provincia, titulacion, publicadaDesde/Hasta.',
        security: bearer,
        querystring: myOffersQuery,
        response: { 200: myOffersResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      const settings = await companySettings(pool);
      return ok(await listMyOffers(pool, caller.companyId, request.query, settings, languageOfRequest(request)));
    },
  );

  app.get(
    '/api/Empresa/dameNumOfertasEmpresa',
    {
      schema: {
        tags,
        summary: "How many of the company's offers match the filters (the batches' total)",
        security: bearer,
        querystring: myOffersQuery,
        response: { 200: myOffersCountResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      return ok(await countMyOffers(pool, caller.companyId, request.query));
    },
  );

  app.post(
    '/api/Empresa/addOferta',
    {
      schema: {
        tags,
        summary: 'Creates an offer from the wizard (506)',
        description:
          'Pending validation by the careers office, or published at once when the brand says so (empresas.publicacionDirectaOfertas). ' +
          'Field rules: 400/15 per field (also the brand field configuration and unknown reference ids). Refusals: 27 start not before end; ' +
          '109 unpaid internship less than 10 days before its start; 58 programme offer off the programme dedication or months; ' +
          '63 programme not open; 72 internship offer without the company IBAN (brand empresas.compruebaIban).',
        security: bearer,
        body: offerForm,
        response: { 200: orRefusal(savedOfferResponse), ...formFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await createOffer(pool, caller, await companySettings(pool), request.body);
      return companyAnswer(request, reply, outcome, (value) => value);
    },
  );

  app.get(
    '/api/Empresa/dameOfertaEditable/:id',
    {
      schema: {
        tags,
        summary: "The wizard's values of an offer the company may edit",
        description: 'Only while pending validation, not expired and without a manager: 543 expired, 25 managed, 68 otherwise; 4 not found.',
        security: bearer,
        params: offerRefParam,
        response: { 200: orRefusal(editableOfferResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await editableOffer(pool, caller, await companySettings(pool), request.params.id);
      return companyAnswer(request, reply, outcome, ({ camposPendientes, ...value }) => ({
        ...value,
        camposPendientes: wordedFieldErrors(request, camposPendientes),
      }));
    },
  );

  app.post(
    '/api/Empresa/editaOferta/:id',
    {
      schema: {
        tags,
        summary: 'Saves the wizard on an offer the company may still edit (512)',
        description:
          'The rules of addOferta (108 instead of 109 for the unpaid notice) and of dameOfertaEditable (543, 25, 68). The type cannot change.',
        security: bearer,
        params: offerRefParam,
        body: offerForm,
        response: { 200: orRefusal(savedOfferResponse), ...formFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const outcome = await editOffer(pool, caller, await companySettings(pool), request.params.id, request.body);
      return companyAnswer(request, reply, outcome, (value) => value);
    },
  );

  app.get(
    '/api/Empresa/dameOferta/:id',
    {
      schema: {
        tags,
        summary: 'One of the company offers as students see it (/oferta/{id}, /visor-oferta/{id}), with its state',
        security: bearer,
        params: offerRefParam,
        response: { 200: orRefusal(companyOfferViewResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request) => {
      const caller = await companyCaller(pool, request);
      const own = await findOwnOffer(pool, request.params.id, caller.companyId);
      const detail = own && (await findCompanyOfferDetail(pool, own.id, caller.companyId, languageOfRequest(request)));
      if (!own || !detail) return fail(Status.offerNotFound);
      const { rows } = await pool.query<{ reason: string | null }>('SELECT state_reason AS reason FROM offers WHERE id = $1', [
        own.id,
      ]);
      const estado = effectiveState(own.stateId, own.expiresAt);
      return ok({
        estado,
        descripcionEstado: offerStateName(own.state, languageOfRequest(request)),
        descripcionEstadoMotivo: rows[0]?.reason ?? null,
        activa: estado === OfferState.published,
        oferta: detail,
      });
    },
  );

  const settingsRefusal = async (flag: 'cerrarOfertas' | 'eliminarOfertas' | 'duplicarOfertas' | 'duplicarOfertasPerfilContrario') =>
    (await companySettings(pool))[flag] ? null : fail(Status.accessDeniedOther);

  app.post(
    '/api/Empresa/cerrarOferta',
    {
      schema: {
        tags,
        summary: 'Closes an offer (511), saying whether a candidate proposed by the placement service was selected',
        description:
          'With candidatoPropuestoSeleccionado true: nombreCandidato, fechaInicioContrato and idTipoContrato are required. ' +
          'Refusals: 4 not found, 68 not open (closed, rejected), 59 when the brand does not allow closing.',
        security: bearer,
        body: closeOfferRequest,
        response: { 200: orRefusal(confirmationResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const refusal = await settingsRefusal('cerrarOfertas');
      if (refusal) return refusal;
      return companyAnswer(request, reply, await closeOffer(pool, caller, request.body), (codigo) => ({ codigo }));
    },
  );

  app.post(
    '/api/Empresa/deleteOferta',
    {
      schema: {
        tags,
        summary: 'Deletes an offer (516): it disappears for everyone, candidacies keep their history',
        description: 'Refusals: 4 not found, 59 when the brand does not allow deleting.',
        security: bearer,
        body: offerRefRequest,
        response: { 200: orRefusal(confirmationResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      const refusal = await settingsRefusal('eliminarOfertas');
      if (refusal) return refusal;
      return companyAnswer(request, reply, await deleteOffer(pool, caller, request.body.urlOferta), (codigo) => ({ codigo }));
    },
  );

  for (const [path, opposite] of [
    ['copiarOferta', false],
    ['copiarOfertaPerfilContrario', true],
  ] as const) {
    app.post(
      `/api/Empresa/${path}`,
      {
        schema: {
          tags,
          summary: opposite
            ? 'Copies an offer to the other profile (employment to internship and back) as a draft to complete in the wizard (506, borrador, camposPendientes)'
            : 'Copies an offer as a draft the company saves in the wizard; saving it follows the rules of a new offer (506, borrador, camposPendientes)',
          description: `Refusals: 4 not found, 59 when the brand does not allow it (empresas.${opposite ? 'duplicarOfertasPerfilContrario' : 'duplicarOfertas'}), 72 internship without IBAN. The draft is pending (1) but waits for nobody: the office does not see it until the company saves it (editaOferta), which answers 506 and publishes it or sends it to the office.`,
          security: bearer,
          body: offerRefRequest,
          response: { 200: orRefusal(savedOfferResponse), ...formFailures },
        },
        onRequest,
      },
      async (request, reply) => {
        const caller = await companyCaller(pool, request);
        const refusal = await settingsRefusal(opposite ? 'duplicarOfertasPerfilContrario' : 'duplicarOfertas');
        if (refusal) return refusal;
        const outcome = await copyOffer(pool, caller, await companySettings(pool), request.body.urlOferta, opposite);
        return companyAnswer(request, reply, outcome, ({ pendientes, ...value }) => ({
          ...value,
          borrador: true,
          camposPendientes: wordedFieldErrors(request, pendientes),
        }));
      },
    );
  }

  app.get(
    '/api/Empresa/dameBusquedasGuardadas',
    {
      schema: {
        tags,
        summary: "The caller's saved searches of my offers",
        security: bearer,
        response: { 200: savedSearchesResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await listSavedSearches(pool, await companyCaller(pool, request))),
  );

  app.post(
    '/api/Empresa/guardarBusqueda',
    {
      schema: {
        tags,
        summary: 'Saves the filters of my offers under a name (the same name replaces them)',
        security: bearer,
        body: saveSearchRequest,
        response: { 200: savedSearchResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) =>
      ok(await saveSearch(pool, await companyCaller(pool, request), request.body.nombre, myOffersFilters.parse(request.body.filtros))),
  );

  app.post(
    '/api/Empresa/eliminaBusqueda/:id',
    {
      schema: {
        tags,
        summary: "Deletes one of the caller's saved searches (1 when it is not theirs)",
        security: bearer,
        params: savedSearchIdParam,
        response: { 200: orRefusal(noDataResponse), ...guardedFailures },
      },
      onRequest,
    },
    async (request, reply) => {
      const caller = await companyCaller(pool, request);
      return companyAnswer(request, reply, await deleteSavedSearch(pool, caller, request.params.id), () => null);
    },
  );

  app.get(
    '/api/Empresa/dameNumProcesos',
    {
      schema: {
        tags,
        summary: "The company's active candidacies per profile (numProcesosActivosPracticas, numProcesosActivosEmpleo)",
        security: bearer,
        response: { 200: processCountsResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await processCounts(pool, (await companyCaller(pool, request)).companyId)),
  );

  app.get(
    '/api/Empresa/dameProcesosEmpleoYpracticas',
    {
      schema: {
        tags,
        summary: "The company's offers with candidates, per profile, with their counts",
        security: bearer,
        response: { 200: processesByProfileResponse, ...guardedFailures },
      },
      onRequest,
    },
    async (request) => ok(await processesByProfile(pool, (await companyCaller(pool, request)).companyId)),
  );
};
