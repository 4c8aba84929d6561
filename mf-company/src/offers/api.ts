import type { z } from 'zod';
import {
  brandResponse,
  candidateDetailResponse,
  candidatesResponse,
  changedStateResponse,
  companyHomeResponse,
  companyOfferViewResponse,
  confirmationResponse,
  editableOfferResponse,
  incorporationFormDataResponse,
  myOffersCountResponse,
  myOffersResponse,
  noDataResponse,
  processDataResponse,
  savedSearchResponse,
  savedSearchesResponse,
  savedOfferResponse,
  type CandidatesQuery,
  type ChangeCandidacyStateRequest,
  type CloseOfferRequest,
  type IncorporationFormRequest,
  type MyOffersFilters,
  type OfferFormInput,
  type Language,
  type exportFormats,
} from '@portal/contracts';
import { call, downloadBlob, type CallOptions } from '@portal/api-client';

export type ExportFormat = (typeof exportFormats)[number];
type MyOffersQuery = MyOffersFilters & { ambito: 'actuales' | 'historico' };
type OfferCopyKind = 'copiarOferta' | 'copiarOfertaPerfilContrario';

/** The server words states, reasons and file contents in the caller's language. */
const words = (language: Language) => ({ 'Accept-Language': language });
const ref = (id: string | number) => encodeURIComponent(String(id));

/** A file from the API, its texts in the user's language. */
const download = (url: string, language: Language, params?: Record<string, unknown>): Promise<Blob> =>
  downloadBlob({ url, params, headers: words(language) });

/** The company's offer and candidate calls (spec 001 §7 Offers, Candidates; server: api/src/routes/company-*.ts). */
export const companyOffersApi = {
  /** The brand's settings, for the wizard's field configuration (empresas.camposOferta). */
  brand: (options?: CallOptions) =>
    call({ url: '/api/Publico/dameConfiguracionMarca' }, brandResponse, options),
  home: (options?: CallOptions) =>
    call({ url: '/api/Empresa/dameInicioEmpresa' }, companyHomeResponse, options),
  offers: (
    query: MyOffersQuery,
    page: { desde: number; cantidad: number },
    language: Language,
    options?: CallOptions,
  ) =>
    call(
      { url: '/api/Empresa/dameOfertasEmpresa', params: { ...query, ...page }, headers: words(language) },
      myOffersResponse,
      options,
    ),
  offerCount: (query: MyOffersQuery, options?: CallOptions) =>
    call({ url: '/api/Empresa/dameNumOfertasEmpresa', params: query }, myOffersCountResponse, options),
  offer: (id: string, language: Language, options?: CallOptions) =>
    call(
      { url: `/api/Empresa/dameOferta/${ref(id)}`, headers: words(language) },
      companyOfferViewResponse,
      options,
    ),
  editableOffer: (id: string, options?: CallOptions) =>
    call({ url: `/api/Empresa/dameOfertaEditable/${ref(id)}` }, editableOfferResponse, options),
  create: (form: OfferFormInput, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Empresa/addOferta', data: form }, savedOfferResponse, options),
  edit: (id: string, form: OfferFormInput, options?: CallOptions) =>
    call(
      { method: 'POST', url: `/api/Empresa/editaOferta/${ref(id)}`, data: form },
      savedOfferResponse,
      options,
    ),
  close: (body: CloseOfferRequest, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Empresa/cerrarOferta', data: body }, confirmationResponse, options),
  remove: (urlOferta: string, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/deleteOferta', data: { urlOferta } },
      confirmationResponse,
      options,
    ),
  copy: (kind: OfferCopyKind, urlOferta: string, options?: CallOptions) =>
    call({ method: 'POST', url: `/api/Empresa/${kind}`, data: { urlOferta } }, savedOfferResponse, options),
  savedSearches: (options?: CallOptions) =>
    call({ url: '/api/Empresa/dameBusquedasGuardadas' }, savedSearchesResponse, options),
  saveSearch: (nombre: string, filtros: MyOffersFilters, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/guardarBusqueda', data: { nombre, filtros } },
      savedSearchResponse,
      options,
    ),
  deleteSearch: (id: number, options?: CallOptions) =>
    call({ method: 'POST', url: `/api/Empresa/eliminaBusqueda/${id}` }, noDataResponse, options),
  candidates: (query: CandidatesQuery, language: Language, options?: CallOptions) =>
    call(
      { url: '/api/Empresa/dameCandidaturas', params: query, headers: words(language) },
      candidatesResponse,
      options,
    ),
  exportCandidates: (query: CandidatesQuery, formato: ExportFormat, language: Language) =>
    download('/api/Empresa/exportaCandidaturas', language, { ...query, formato }),
  process: (id: number, language: Language, options?: CallOptions) =>
    call(
      { url: `/api/Empresa/dameDatosProceso/${id}`, headers: words(language) },
      processDataResponse,
      options,
    ),
  changeState: (body: ChangeCandidacyStateRequest, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/cambiaEstadoCandidatura', data: body },
      changedStateResponse,
      options,
    ),
  candidate: (id: number, language: Language, options?: CallOptions) =>
    call(
      { url: `/api/Empresa/dameCandidato/${id}`, headers: words(language) },
      candidateDetailResponse,
      options,
    ),
  candidateCv: (id: number, language: Language) =>
    download(`/api/Empresa/descargaCvCandidato/${id}`, language),
  incorporationForm: (idSolicitud: number, options?: CallOptions) =>
    call(
      { url: `/api/Empresa/dameFormularioIncorporacion/${idSolicitud}` },
      incorporationFormDataResponse,
      options,
    ),
  saveIncorporationForm: (body: IncorporationFormRequest, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/guardarFormularioIncorporacion', data: body },
      changedStateResponse,
      options,
    ),
};

export type CompanyHomeData = z.infer<typeof companyHomeResponse>['datos'];

/** Hands a downloaded file to the browser under its name. */
export const saveFile = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
