import {
  type agreementAddedResponse,
  type companyAddressResponse,
  type companyAgreementsResponse,
  type companyContactRecordResponse,
  type companyContactResponse,
  type companyContactsResponse,
  type confirmationResponse,
  type contactLinkResponse,
  type editCompanyContactResponse,
  type newCompanyContactResponse,
  type signedAgreementResponse,
  type studentDegreesResponse,
  type AgreementRequest,
  type ContactLinkRequest,
  type CompanyContactTypeKey,
  type CompanyProposalRequest,
  type EditCompanyContactRequest,
  type Language,
  type NewCompanyContactRequest,
  type SignedAgreementRequest,
  type StudentLookupRequest,
  type agreementFileKinds,
} from '@portal/contracts';
import { call, downloadBlob, type CallOptions } from '@portal/api-client';

/** The server words its field messages in the user's language. */
const words = (language: Language) => ({ 'Accept-Language': language });

/**
 * The company's contacts, agreements and internship proposal (spec 001 §7 Contacts, Agreements;
 * server: api/src/company/contacts/routes.ts, agreements/routes.ts, internships/proposal-routes.ts).
 */
export const agreementsApi = {
  contacts: (options?: CallOptions) => call<typeof companyContactsResponse>({ url: '/api/Empresa/dameDatosContactoEmpresa' }, options),
  contactsOfType: (type: CompanyContactTypeKey, options?: CallOptions) =>
    call<typeof companyContactsResponse>({ url: `/api/Empresa/dameContactosTipo${type}` }, options),
  addContact: (type: CompanyContactTypeKey, body: NewCompanyContactRequest, language: Language, options?: CallOptions) =>
    call<typeof newCompanyContactResponse>(
      { method: 'POST', url: `/api/Empresa/addContactoEmpresa_${type}`, data: body, headers: words(language) },
      options,
    ),
  editContact: (body: EditCompanyContactRequest, language: Language, options?: CallOptions) =>
    call<typeof editCompanyContactResponse>(
      { method: 'POST', url: '/api/Empresa/editaContactoEmpresa', data: body, headers: words(language) },
      options,
    ),
  /** A signed link for one of the company's contacts to read their own data (it expires). */
  contactLink: (id: number, options?: CallOptions) =>
    call<typeof contactLinkResponse>({ url: `/api/Empresa/dameEnlaceDatosContacto/${id}` }, options),
  /** The contact's own data, read through the link (no session): 403 altered, 410 expired. */
  contactByLink: (body: ContactLinkRequest, language: Language, options?: CallOptions) =>
    call<typeof companyContactRecordResponse>(
      { method: 'POST', url: '/api/empresa/dameDatosContactoPorId', data: body, headers: words(language) },
      options,
    ),
  /** The proposal's check by e-mail, for the company's own contacts (524 when it has none with it). */
  contactByEmail: (email: string, idEmpresa: number, options?: CallOptions) =>
    call<typeof companyContactResponse>(
      { method: 'POST', url: '/api/Alumno/dameDatosContactoPorEmail', data: { email, idEmpresa } },
      options,
    ),
  /** The company's saved address (null before it has one), shown on the agreement request. */
  companyAddress: (options?: CallOptions) =>
    call<typeof companyAddressResponse>({ url: '/api/Empresa/dameDireccionEmpresa' }, options),
  agreements: (options?: CallOptions) => call<typeof companyAgreementsResponse>({ url: '/api/Empresa/dameConveniosEmpresa' }, options),
  requestAgreement: (body: AgreementRequest, language: Language, options?: CallOptions) =>
    call<typeof agreementAddedResponse>(
      { method: 'POST', url: '/api/Empresa/addSolicitudConvenioEmpresa', data: body, headers: words(language) },
      options,
    ),
  attachSigned: (body: SignedAgreementRequest, language: Language, options?: CallOptions) =>
    call<typeof signedAgreementResponse>(
      { method: 'POST', url: '/api/Empresa/adjuntaFicheroAlConvenioEmpresa', data: body, headers: words(language) },
      options,
    ),
  agreementFile: (id: number, file: (typeof agreementFileKinds)[number], language: Language) =>
    downloadBlob({ url: `/api/Empresa/ficheroConvenio/${id}/${file}`, headers: words(language) }),
  /** The degrees of the student with that DNI and surname (509 when a proposal cannot name them): one look-up. */
  studentDegrees: (student: StudentLookupRequest, options?: CallOptions) =>
    call<typeof studentDegreesResponse>({ method: 'POST', url: '/api/Empresa/dameTitulacionesAlumno', data: student }, options),
  propose: (body: CompanyProposalRequest, language: Language, options?: CallOptions) =>
    call<typeof confirmationResponse>(
      { method: 'POST', url: '/api/Empresa/solicitudPractica', data: body, headers: words(language) },
      options,
    ),
};
