import type { z } from 'zod';
import {
  type accountUserResponse,
  type cifExistsResponse,
  type dataProtectionAcceptedResponse,
  type dataProtectionTextResponse,
  type leaveRequestResponse,
  type leaveStatusResponse,
  type loginResponse,
  type noticeResponse,
  type sessionEndedResponse,
  type UserType,
  type companyAccountRequest,
  type contactRequest,
  type leaveRequest,
  type passwordChangeRequest,
  type passwordWithLinkRequest,
  type studentRegistrationRequest,
} from '@portal/contracts';
import { call, downloadBlob, type CallOptions } from '@portal/api-client';
import { currentLanguage } from '@portal/i18n';

/**
 * The account calls of this remote (its vertical slice): typed, so pages never build a URL.
 * Every one is silent: the pages show their errors in place, next to the form.
 */
const silent: CallOptions = { silent: true };
/** The server writes mails (and its few messages) in the portal's language, not the browser's. */
const inLanguage = () => ({ 'Accept-Language': currentLanguage() });

export const accountApi = {
  /** The contact form: open to anyone; the session token, when there is one, says who writes. */
  contact: (body: z.input<typeof contactRequest>) =>
    call<typeof noticeResponse>({ method: 'POST', url: '/api/Publico/enviarContacto', data: body, headers: inLanguage() }, silent),
  register: (body: z.input<typeof studentRegistrationRequest>) =>
    call<typeof noticeResponse>({ method: 'POST', url: '/api/Alumno/registrarUsuario', data: body, headers: inLanguage() }, silent),
  requestStudentReset: (usuario: string) =>
    call<typeof noticeResponse>({ method: 'POST', url: '/api/Alumno/solicitarReseteoPassword', data: { usuario }, headers: inLanguage() }, silent),
  requestCompanyReset: (cif: string) =>
    call<typeof noticeResponse>({ method: 'POST', url: '/api/Empresa/recuerdoPassword', data: { cif }, headers: inLanguage() }, silent),
  resetPassword: (userType: UserType, body: z.input<typeof passwordWithLinkRequest>) =>
    call<typeof noticeResponse>({ method: 'POST', url: `/api/${userType}/restablecerPassword`, data: body, headers: inLanguage() }, silent),
  setPassword: (body: z.input<typeof passwordWithLinkRequest>) =>
    call<typeof noticeResponse>({ method: 'POST', url: '/api/Empresa/establecerPassword', data: body, headers: inLanguage() }, silent),
  changePassword: (userType: UserType, body: z.input<typeof passwordChangeRequest>) =>
    call<typeof noticeResponse>({ method: 'POST', url: `/api/${userType}/editaUsuario`, data: body, headers: inLanguage() }, silent),
  accountUser: (userType: UserType) => call<typeof accountUserResponse>({ url: `/api/${userType}/editaUsuario` }, silent),
  cifExists: (cif: string) =>
    call<typeof cifExistsResponse>({ url: `/api/Empresa/existeCIF/${encodeURIComponent(cif)}` }, silent),
  requestCompanyAccount: (body: z.input<typeof companyAccountRequest>) =>
    call<typeof noticeResponse>({ method: 'POST', url: '/api/Empresa/solicitarCuenta', data: body, headers: inLanguage() }, silent),
  /** Whether the student's erasure is pending, and when it happens. */
  leaveStatus: () => call<typeof leaveStatusResponse>({ url: '/api/Alumno/estadoBajaServicio' }, silent),
  requestLeave: (body: z.input<typeof leaveRequest>) =>
    call<typeof leaveRequestResponse>({ method: 'POST', url: '/api/Alumno/solicitarBajaServicio', data: body, headers: inLanguage() }, silent),
  cancelLeave: () =>
    call<typeof noticeResponse>({ method: 'POST', url: '/api/Alumno/cancelarBajaServicio', headers: inLanguage() }, silent),
  /** Everything the portal holds about the student, as one zip archive. */
  personalData: () => downloadBlob({ url: '/api/Alumno/solicitarTodosMisDatos', params: { idioma: currentLanguage() } }),
  /** Integrated login: the code /acceso received from the portal's SAML endpoint. */
  integratedLogin: (respuesta: string) =>
    call<typeof loginResponse>(
      { method: 'POST', url: '/api/Alumno/validaRespuestaLoginIntegrado', data: { respuesta }, headers: inLanguage() },
      silent,
    ),
  /** Where the browser goes to start the integrated login (the identity provider's page follows). */
  integratedLoginStart: '/api/saml/login',
  /** Ends the token on the server; the local session ends whatever the answer. */
  endSession: (userType: UserType, token: string) =>
    call<typeof sessionEndedResponse>(
      { method: 'POST', url: `/api/${userType}/cerrarSesion`, headers: { Authorization: `Bearer ${token}` } },
      silent,
    ),
  dataProtectionText: () => call<typeof dataProtectionTextResponse>({ url: '/api/Alumno/dameTextoRGPDactual', headers: inLanguage() }, silent),
  /** Records the acceptance with the held token: it is not the session's token yet. */
  acceptDataProtection: (userType: UserType, heldToken: string) =>
    call<typeof dataProtectionAcceptedResponse>(
      { url: `/api/${userType}/guardaAceptacionRGPD`, headers: { Authorization: `Bearer ${heldToken}` } },
      silent,
    ),
};
