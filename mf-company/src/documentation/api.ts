import {
  billingAccountSavedResponse,
  companyDocumentsResponse,
  deletedCompanyDocumentResponse,
  informativeNotesResponse,
  internshipAnnexesResponse,
  invoicesResponse,
  programmeDocumentsResponse,
  providedDocumentsResponse,
  savedCompanyDocumentResponse,
  type AddCompanyDocumentRequest,
  type BillingAccountRequest,
  type Language,
} from '@portal/contracts';
import { call, downloadBlob, type CallOptions } from '@portal/api-client';

/** The server words types, states and PDFs in the caller's language. */
const words = (language: Language) => ({ 'Accept-Language': language });
const get = (url: string, language: Language) => ({ url, headers: words(language) });

/**
 * The company's documentation and invoices (spec 001 §7; server: api/src/company/documentation/routes.ts
 * and invoices/routes.ts). The spec's lower-case paths are called as the spec writes them.
 */
export const documentationApi = {
  documents: (language: Language, options?: CallOptions) =>
    call(get('/api/Empresa/dameDocumentosPracticas', language), companyDocumentsResponse, options),
  provided: (language: Language, options?: CallOptions) =>
    call(get('/api/empresa/documentosAportados', language), providedDocumentsResponse, options),
  byProgramme: (language: Language, options?: CallOptions) =>
    call(get('/api/empresa/dameDocumentosPracticasPorPrograma', language), programmeDocumentsResponse, options),
  annexes: (language: Language, options?: CallOptions) =>
    call(get('/api/Empresa/dameAnexosPracticas', language), internshipAnnexesResponse, options),
  notes: (language: Language, options?: CallOptions) =>
    call(get('/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria', language), informativeNotesResponse, options),
  /** `onUploadProgress` gets the share of the body sent (the progress bar). */
  add: (
    document: AddCompanyDocumentRequest,
    language: Language,
    onUploadProgress?: (fraction: number) => void,
    options?: CallOptions,
  ) =>
    call(
      { method: 'POST', url: '/api/empresa/adddoc', data: document, headers: words(language), onUploadProgress },
      savedCompanyDocumentResponse,
      options,
    ),
  remove: (id: number, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/empresa/deldoc', data: { id } }, deletedCompanyDocumentResponse, options),
  documentFile: (id: number) => downloadBlob({ url: `/api/Empresa/dameDocumentoEmpresa/${id}` }),
  annexFile: (id: number, language: Language) => downloadBlob(get(`/api/Empresa/dameAnexoPractica/${id}`, language)),
  noteFile: (id: number, language: Language) => downloadBlob(get(`/api/Empresa/dameNotaInformativa/${id}`, language)),
};

export const invoicesApi = {
  invoices: (options?: CallOptions) => call({ url: '/api/Empresa/dameFacturasALTAI' }, invoicesResponse, options),
  saveAccount: (account: BillingAccountRequest, language: Language, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/addCuentaFacturacion', data: account, headers: words(language) },
      billingAccountSavedResponse,
      options,
    ),
  invoiceFile: (id: number, language: Language) => downloadBlob(get(`/api/Empresa/dameFacturaPdf/${id}`, language)),
};
