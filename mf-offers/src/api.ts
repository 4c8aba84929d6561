import {
  type activeProgrammesResponse,
  type companyProgrammesResponse,
  type applyResponse,
  type checkCifResponse,
  type companyContactResponse,
  type candidacyDetailResponse,
  type candidacyListResponse,
  type confirmationResponse,
  type creditWarningResponse,
  type internshipDocumentSavedResponse,
  type matchingOffersResponse,
  type offerCountResponse,
  type offerDetailResponse,
  type offerListingResponse,
  type programmeDetailResponse,
  type studentInternshipsResponse,
  type studentProposalsResponse,
  type ApplyRequest,
  type InternshipProposalRequest,
  type InternshipFileRequest,
  type OfferType,
  type RejectPreEnrolmentRequest,
  type UserType,
  type Language,
} from '@portal/contracts';
import { call, downloadBlob, type CallOptions } from '@portal/api-client';

/** The uploads of /mis-practicas and the calls they go to. */
export const internshipUploadCalls = {
  documento: '/api/Alumno/addFicheroPractica',
  renuncia: '/api/Alumno/addFicheroRenunciaSet',
  seguimiento: '/api/Alumno/editDocumentoSeguimientoCF',
} as const;
export type InternshipUploadKind = keyof typeof internshipUploadCalls;

const capitalised = (type: OfferType) => (type === 'empleo' ? 'Empleo' : 'Practicas');

/** The calls of the offers remote (spec 000 §7, student offers and candidacies). */
export const offersApi = {
  offerCount: (type: OfferType, options?: CallOptions) =>
    call<typeof offerCountResponse>({ url: `/api/Alumno/dameNumOfertas${capitalised(type)}Usuario` }, options),
  offers: (type: OfferType, page: { desde: number; cantidad: number }, options?: CallOptions) =>
    call<typeof offerListingResponse>({ url: `/api/Alumno/dameOfertasUsuario/${type}`, params: page }, options),
  matchingOfferIds: (options?: CallOptions) =>
    call<typeof matchingOffersResponse>({ url: '/api/Alumno/ofertasEncajanConUsuario' }, options),
  /** Degree and reference names come in `language`, the language shown. */
  offer: (slug: string, language: Language, options?: CallOptions) =>
    call<typeof offerDetailResponse>(
      { url: `/api/Alumno/dameOferta/${encodeURIComponent(slug)}`, headers: { 'Accept-Language': language } },
      options,
    ),
  creditWarning: (slug: string, options?: CallOptions) =>
    call<typeof creditWarningResponse>(
      { url: `/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${encodeURIComponent(slug)}` },
      options,
    ),
  apply: (body: ApplyRequest, options?: CallOptions) =>
    call<typeof applyResponse>({ method: 'POST', url: '/api/Alumno/inscribirse', data: body }, options),
  withdraw: (urlOferta: string, options?: CallOptions) =>
    call<typeof confirmationResponse>(
      { method: 'POST', url: '/api/Alumno/desinscribirse', data: { urlOferta } },
      options,
    ),
  candidacies: (type: OfferType, options?: CallOptions) =>
    call<typeof candidacyListResponse>({ url: `/api/Alumno/dameCandidaturas${capitalised(type)}Usuario` }, options),
  candidacy: (slug: string, options?: CallOptions) =>
    call<typeof candidacyDetailResponse>(
      { url: `/api/Alumno/dameCandidatura/${encodeURIComponent(slug)}` },
      options,
    ),
  acceptPreEnrolment: (urlOferta: string, options?: CallOptions) =>
    call<typeof confirmationResponse>(
      { method: 'POST', url: '/api/Alumno/aceptarPreinscripcion', data: { urlOferta } },
      options,
    ),
  rejectPreEnrolment: (body: RejectPreEnrolmentRequest, options?: CallOptions) =>
    call<typeof confirmationResponse>(
      { method: 'POST', url: '/api/Alumno/rechazarPreinscripcion', data: body },
      options,
    ),
  internships: (options?: CallOptions) =>
    call<typeof studentInternshipsResponse>({ url: '/api/Alumno/damePracticasAlumno' }, options),
  uploadInternshipFile: (kind: InternshipUploadKind, body: InternshipFileRequest, options?: CallOptions) =>
    call<typeof internshipDocumentSavedResponse>(
      { method: 'POST', url: internshipUploadCalls[kind], data: body },
      options,
    ),
  /** A document as a Blob: the download needs the session's token, which a plain link would not send. */
  internshipDocument: (id: number): Promise<Blob> => downloadBlob({ url: `/api/Alumno/documentoPractica/${id}` }),
  /** An annex the office issued, as a PDF in the page's language. */
  internshipAnnex: (id: number, language: Language): Promise<Blob> =>
    downloadBlob({ url: `/api/Alumno/dameAnexoPractica/${id}`, headers: { 'Accept-Language': language } }),
  proposals: (options?: CallOptions) =>
    call<typeof studentProposalsResponse>({ url: '/api/Alumno/dameSolicitudesPracticas' }, options),
  activeProgrammes: (options?: CallOptions) =>
    call<typeof activeProgrammesResponse>({ url: '/api/Publico/programasPracticasActivos' }, options),
  programme: (userType: UserType, id: string, options?: CallOptions) =>
    call<typeof programmeDetailResponse>(
      { url: `/api/${userType}/detallePrograma/${encodeURIComponent(id)}` },
      options,
    ),
  requestAdhesion: (userType: UserType, id: string, options?: CallOptions) =>
    call<typeof confirmationResponse>(
      {
        method: 'POST',
        // A company's call as the spec spells it (the server also answers the other spelling).
        url: `/api/${userType}/${userType === 'Empresa' ? 'solicitaAhesionPrograma' : 'solicitaAdhesionPrograma'}/${encodeURIComponent(id)}`,
      },
      options,
    ),
  /** `programasDeLaEmpresa`: the programmes the caller's company asked to join, with their status. */
  companyProgrammes: (options?: CallOptions) =>
    call<typeof companyProgrammesResponse>({ url: '/api/Empresa/programasDeLaEmpresa' }, options),
  checkCif: (cif: string, options?: CallOptions) =>
    call<typeof checkCifResponse>({ method: 'POST', url: '/api/Alumno/compruebaCIF', data: { cif } }, options),
  propose: (body: InternshipProposalRequest, options?: CallOptions) =>
    call<typeof confirmationResponse>({ method: 'POST', url: '/api/Alumno/solicitudPractica', data: body }, options),
  contactByEmail: (email: string, idEmpresa: number, options?: CallOptions) =>
    call<typeof companyContactResponse>(
      { method: 'POST', url: '/api/Alumno/dameDatosContactoPorEmail', data: { email, idEmpresa } },
      options,
    ),
};
