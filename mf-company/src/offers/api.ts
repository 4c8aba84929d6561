import type { z } from 'zod';
import {
  type brandResponse,
  type candidateDetailResponse,
  type candidatesResponse,
  type changedStateResponse,
  type companyHomeResponse,
  type companyOfferViewResponse,
  type confirmationResponse,
  type editableOfferResponse,
  type incorporationFormDataResponse,
  type myOffersCountResponse,
  type myOffersResponse,
  type noDataResponse,
  type processDataResponse,
  type savedSearchResponse,
  type savedSearchesResponse,
  type savedOfferResponse,
  type sentCandidateCvResponse,
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
    call<typeof brandResponse>({ url: '/api/Publico/dameConfiguracionMarca' }, options),
  home: (options?: CallOptions) =>
    call<typeof companyHomeResponse>({ url: '/api/Empresa/dameInicioEmpresa' }, options),
  offers: (
    query: MyOffersQuery,
    page: { desde: number; cantidad: number },
    language: Language,
    options?: CallOptions,
  ) =>
    call<typeof myOffersResponse>(
      { url: '/api/Empresa/dameOfertasEmpresa', params: { ...query, ...page }, headers: words(language) },
      options,
    ),
  offerCount: (query: MyOffersQuery, options?: CallOptions) =>
    call<typeof myOffersCountResponse>({ url: '/api/Empresa/dameNumOfertasEmpresa', params: query }, options),
  offer: (id: string, language: Language, options?: CallOptions) =>
    call<typeof companyOfferViewResponse>(
      { url: `/api/Empresa/dameOferta/${ref(id)}`, headers: words(language) },
      options,
    ),
  editableOffer: (id: string, options?: CallOptions) =>
    call<typeof editableOfferResponse>({ url: `/api/Empresa/dameOfertaEditable/${ref(id)}` }, options),
  create: (form: OfferFormInput, options?: CallOptions) =>
    call<typeof savedOfferResponse>({ method: 'POST', url: '/api/Empresa/addOferta', data: form }, options),
  edit: (id: string, form: OfferFormInput, options?: CallOptions) =>
    call<typeof savedOfferResponse>(
      { method: 'POST', url: `/api/Empresa/editaOferta/${ref(id)}`, data: form },
      options,
    ),
  close: (body: CloseOfferRequest, options?: CallOptions) =>
    call<typeof confirmationResponse>({ method: 'POST', url: '/api/Empresa/cerrarOferta', data: body }, options),
  remove: (urlOferta: string, options?: CallOptions) =>
    call<typeof confirmationResponse>(
      { method: 'POST', url: '/api/Empresa/deleteOferta', data: { urlOferta } },
      options,
    ),
  copy: (kind: OfferCopyKind, urlOferta: string, options?: CallOptions) =>
    call<typeof savedOfferResponse>({ method: 'POST', url: `/api/Empresa/${kind}`, data: { urlOferta } }, options),
  savedSearches: (options?: CallOptions) =>
    call<typeof savedSearchesResponse>({ url: '/api/Empresa/dameBusquedasGuardadas' }, options),
  saveSearch: (nombre: string, filtros: MyOffersFilters, options?: CallOptions) =>
    call<typeof savedSearchResponse>(
      { method: 'POST', url: '/api/Empresa/guardarBusqueda', data: { nombre, filtros } },
      options,
    ),
  deleteSearch: (id: number, options?: CallOptions) =>
    call<typeof noDataResponse>({ method: 'POST', url: `/api/Empresa/eliminaBusqueda/${id}` }, options),
  candidates: (query: CandidatesQuery, language: Language, options?: CallOptions) =>
    call<typeof candidatesResponse>(
      { url: '/api/Empresa/dameCandidaturas', params: query, headers: words(language) },
      options,
    ),
  exportCandidates: (query: CandidatesQuery, formato: ExportFormat, language: Language) =>
    download('/api/Empresa/exportaCandidaturas', language, { ...query, formato }),
  process: (id: number, language: Language, options?: CallOptions) =>
    call<typeof processDataResponse>(
      { url: `/api/Empresa/dameDatosProceso/${id}`, headers: words(language) },
      options,
    ),
  changeState: (body: ChangeCandidacyStateRequest, options?: CallOptions) =>
    call<typeof changedStateResponse>(
      { method: 'POST', url: '/api/Empresa/cambiaEstadoCandidatura', data: body },
      options,
    ),
  candidate: (id: number, language: Language, options?: CallOptions) =>
    call<typeof candidateDetailResponse>(
      { url: `/api/Empresa/dameCandidato/${id}`, headers: words(language) },
      options,
    ),
  candidateCv: (id: number, language: Language) =>
    download(`/api/Empresa/descargaCvCandidato/${id}`, language),
  /** enviaCvCandidato (502): the CV in PDF to the user's own e-mail; answers the address. */
  sendCandidateCv: (idCandidatura: number, language: Language, options?: CallOptions) =>
    call<typeof sentCandidateCvResponse>(
      { method: 'POST', url: '/api/Empresa/enviaCvCandidato', data: { idCandidatura }, headers: words(language) },
      options,
    ),
  incorporationForm: (idSolicitud: number, options?: CallOptions) =>
    call<typeof incorporationFormDataResponse>(
      { url: `/api/Empresa/dameFormularioIncorporacion/${idSolicitud}` },
      options,
    ),
  saveIncorporationForm: (body: IncorporationFormRequest, options?: CallOptions) =>
    call<typeof changedStateResponse>(
      { method: 'POST', url: '/api/Empresa/guardarFormularioIncorporacion', data: body },
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
