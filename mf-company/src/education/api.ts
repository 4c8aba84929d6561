import {
  type companyInternshipsResponse,
  type confirmationResponse,
  type educationAnswerResponse,
  type educationRequestResponse,
  type educationRequestsResponse,
  type internshipChangeResponse,
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
    call<typeof educationRequestsResponse>({ url: '/api/Empresa/dameSolicitudesPracticasEducacion' }, options),
  request: (id: number, options?: CallOptions) =>
    call<typeof educationRequestResponse>({ url: `/api/Empresa/dameSolicitudPractica/${id}` }, options),
  edit: (body: EditEducationRequest, options?: CallOptions) =>
    call<typeof confirmationResponse>({ method: 'POST', url: '/api/Empresa/editaSolicitudPractica', data: body }, options),
  accept: (idSolicitud: number, options?: CallOptions) =>
    call<typeof educationAnswerResponse>({ method: 'POST', url: '/api/Empresa/aceptarSolicitudPractica', data: { idSolicitud } }, options),
  reject: (body: RejectEducationRequest, options?: CallOptions) =>
    call<typeof educationAnswerResponse>({ method: 'POST', url: '/api/Empresa/rechazarSolicitudPractica', data: body }, options),
};

export const internshipsApi = {
  internships: (options?: CallOptions) =>
    call<typeof companyInternshipsResponse>({ url: '/api/Empresa/damePracticas' }, options),
  requestChange: (body: InternshipChangeRequest, options?: CallOptions) =>
    call<typeof internshipChangeResponse>({ method: 'POST', url: '/api/Empresa/solictitarAccionSobrePractica', data: body }, options),
};

/** A day (YYYY-MM-DD) in the user's words, read at noon so no time zone moves it to another day. */
export const formatDay = (day: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : `${language}-ES`, { dateStyle: 'long' }).format(
    new Date(`${day}T12:00:00`),
  );
