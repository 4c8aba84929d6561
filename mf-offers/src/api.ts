import {
  activeProgrammesResponse,
  companyProgrammesResponse,
  applyResponse,
  checkCifResponse,
  companyContactResponse,
  candidacyDetailResponse,
  candidacyListResponse,
  confirmationResponse,
  creditWarningResponse,
  internshipDocumentSavedResponse,
  matchingOffersResponse,
  offerCountResponse,
  offerDetailResponse,
  offerListingResponse,
  programmeDetailResponse,
  studentInternshipsResponse,
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
    call({ url: `/api/Alumno/dameNumOfertas${capitalised(type)}Usuario` }, offerCountResponse, options),
  offers: (type: OfferType, page: { desde: number; cantidad: number }, options?: CallOptions) =>
    call({ url: `/api/Alumno/dameOfertasUsuario/${type}`, params: page }, offerListingResponse, options),
  matchingOfferIds: (options?: CallOptions) =>
    call({ url: '/api/Alumno/ofertasEncajanConUsuario' }, matchingOffersResponse, options),
  /** Degree and reference names come in `language`, the language shown. */
  offer: (slug: string, language: Language, options?: CallOptions) =>
    call(
      { url: `/api/Alumno/dameOferta/${encodeURIComponent(slug)}`, headers: { 'Accept-Language': language } },
      offerDetailResponse,
      options,
    ),
  creditWarning: (slug: string, options?: CallOptions) =>
    call(
      { url: `/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${encodeURIComponent(slug)}` },
      creditWarningResponse,
      options,
    ),
  apply: (body: ApplyRequest, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Alumno/inscribirse', data: body }, applyResponse, options),
  withdraw: (urlOferta: string, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Alumno/desinscribirse', data: { urlOferta } },
      confirmationResponse,
      options,
    ),
  candidacies: (type: OfferType, options?: CallOptions) =>
    call({ url: `/api/Alumno/dameCandidaturas${capitalised(type)}Usuario` }, candidacyListResponse, options),
  candidacy: (slug: string, options?: CallOptions) =>
    call(
      { url: `/api/Alumno/dameCandidatura/${encodeURIComponent(slug)}` },
      candidacyDetailResponse,
      options,
    ),
  acceptPreEnrolment: (urlOferta: string, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Alumno/aceptarPreinscripcion', data: { urlOferta } },
      confirmationResponse,
      options,
    ),
  rejectPreEnrolment: (body: RejectPreEnrolmentRequest, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Alumno/rechazarPreinscripcion', data: body },
      confirmationResponse,
      options,
    ),
  internships: (options?: CallOptions) =>
    call({ url: '/api/Alumno/damePracticasAlumno' }, studentInternshipsResponse, options),
  uploadInternshipFile: (kind: InternshipUploadKind, body: InternshipFileRequest, options?: CallOptions) =>
    call(
      { method: 'POST', url: internshipUploadCalls[kind], data: body },
      internshipDocumentSavedResponse,
      options,
    ),
  /** A document as a Blob: the download needs the session's token, which a plain link would not send. */
  internshipDocument: (id: number): Promise<Blob> => downloadBlob({ url: `/api/Alumno/documentoPractica/${id}` }),
  activeProgrammes: (options?: CallOptions) =>
    call({ url: '/api/Publico/programasPracticasActivos' }, activeProgrammesResponse, options),
  programme: (userType: UserType, id: string, options?: CallOptions) =>
    call(
      { url: `/api/${userType}/detallePrograma/${encodeURIComponent(id)}` },
      programmeDetailResponse,
      options,
    ),
  requestAdhesion: (userType: UserType, id: string, options?: CallOptions) =>
    call(
      {
        method: 'POST',
        // A company's call as the spec spells it (the server also answers the other spelling).
        url: `/api/${userType}/${userType === 'Empresa' ? 'solicitaAhesionPrograma' : 'solicitaAdhesionPrograma'}/${encodeURIComponent(id)}`,
      },
      confirmationResponse,
      options,
    ),
  /** `programasDeLaEmpresa`: the programmes the caller's company asked to join, with their status. */
  companyProgrammes: (options?: CallOptions) =>
    call({ url: '/api/Empresa/programasDeLaEmpresa' }, companyProgrammesResponse, options),
  checkCif: (cif: string, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Alumno/compruebaCIF', data: { cif } }, checkCifResponse, options),
  propose: (body: InternshipProposalRequest, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Alumno/solicitudPractica', data: body }, confirmationResponse, options),
  contactByEmail: (email: string, idEmpresa: number, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Alumno/dameDatosContactoPorEmail', data: { email, idEmpresa } },
      companyContactResponse,
      options,
    ),
};
