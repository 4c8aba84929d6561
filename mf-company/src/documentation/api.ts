import {
  type billingAccountSavedResponse,
  type companyDocumentsResponse,
  type deletedCompanyDocumentResponse,
  type informativeNotesResponse,
  type internshipAnnexesResponse,
  type invoicesResponse,
  type programmeDocumentsResponse,
  type providedDocumentsResponse,
  type savedCompanyDocumentResponse,
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
    call<typeof companyDocumentsResponse>(get('/api/Empresa/dameDocumentosPracticas', language), options),
  provided: (language: Language, options?: CallOptions) =>
    call<typeof providedDocumentsResponse>(get('/api/empresa/documentosAportados', language), options),
  byProgramme: (language: Language, options?: CallOptions) =>
    call<typeof programmeDocumentsResponse>(get('/api/empresa/dameDocumentosPracticasPorPrograma', language), options),
  annexes: (language: Language, options?: CallOptions) =>
    call<typeof internshipAnnexesResponse>(get('/api/Empresa/dameAnexosPracticas', language), options),
  notes: (language: Language, options?: CallOptions) =>
    call<typeof informativeNotesResponse>(get('/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria', language), options),
  /** `onUploadProgress` gets the share of the body sent (the progress bar). */
  add: (
    document: AddCompanyDocumentRequest,
    language: Language,
    onUploadProgress?: (fraction: number) => void,
    options?: CallOptions,
  ) =>
    call<typeof savedCompanyDocumentResponse>(
      { method: 'POST', url: '/api/empresa/adddoc', data: document, headers: words(language), onUploadProgress },
      options,
    ),
  remove: (id: number, options?: CallOptions) =>
    call<typeof deletedCompanyDocumentResponse>({ method: 'POST', url: '/api/empresa/deldoc', data: { id } }, options),
  documentFile: (id: number) => downloadBlob({ url: `/api/Empresa/dameDocumentoEmpresa/${id}` }),
  annexFile: (id: number, language: Language) => downloadBlob(get(`/api/Empresa/dameAnexoPractica/${id}`, language)),
  noteFile: (id: number, language: Language) => downloadBlob(get(`/api/Empresa/dameNotaInformativa/${id}`, language)),
};

export const invoicesApi = {
  invoices: (options?: CallOptions) => call<typeof invoicesResponse>({ url: '/api/Empresa/dameFacturasALTAI' }, options),
  saveAccount: (account: BillingAccountRequest, language: Language, options?: CallOptions) =>
    call<typeof billingAccountSavedResponse>(
      { method: 'POST', url: '/api/Empresa/addCuentaFacturacion', data: account, headers: words(language) },
      options,
    ),
  invoiceFile: (id: number, language: Language) => downloadBlob(get(`/api/Empresa/dameFacturaPdf/${id}`, language)),
};
