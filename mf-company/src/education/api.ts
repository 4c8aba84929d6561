import {
  companyInternshipsResponse,
  confirmationResponse,
  educationAnswerResponse,
  educationRequestResponse,
  educationRequestsResponse,
  internshipChangeResponse,
  type EditEducationRequest,
  type InternshipChangeRequest,
  type RejectEducationRequest,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';

/**
 * The company's calls for education centres' requests and its internships (spec 001 §7
 * "Education requests", "internships"; server: api/src/company/education/routes.ts,
 * internships/routes.ts).
 */
export const educationApi = {
  requests: (options?: CallOptions) =>
    call({ url: '/api/Empresa/dameSolicitudesPracticasEducacion' }, educationRequestsResponse, options),
  request: (id: number, options?: CallOptions) =>
    call({ url: `/api/Empresa/dameSolicitudPractica/${id}` }, educationRequestResponse, options),
  edit: (body: EditEducationRequest, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Empresa/editaSolicitudPractica', data: body }, confirmationResponse, options),
  accept: (idSolicitud: number, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Empresa/aceptarSolicitudPractica', data: { idSolicitud } }, educationAnswerResponse, options),
  reject: (body: RejectEducationRequest, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Empresa/rechazarSolicitudPractica', data: body }, educationAnswerResponse, options),
};

export const internshipsApi = {
  internships: (options?: CallOptions) =>
    call({ url: '/api/Empresa/damePracticas' }, companyInternshipsResponse, options),
  requestChange: (body: InternshipChangeRequest, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Empresa/solictitarAccionSobrePractica', data: body }, internshipChangeResponse, options),
};

/** A day (YYYY-MM-DD) in the user's words, read at noon so no time zone moves it to another day. */
export const formatDay = (day: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : `${language}-ES`, { dateStyle: 'long' }).format(
    new Date(`${day}T12:00:00`),
  );
