import {
  brandSettingsPath,
  type brandResponse,
  type companiesOfUserResponse,
  type companyDataResponse,
  type cvResponse,
  type eventDetailResponse,
  type eventListResponse,
  type hasMenuResponse,
  type loginResponse,
  type offerCountResponse,
  type offerListResponse,
  type retentionPeriodsResponse,
  type OfferType,
  type companyLoginRequest,
  type studentLoginRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import { call, type CallOptions } from './client';

type StudentLogin = z.infer<typeof studentLoginRequest>;
type CompanyLogin = z.infer<typeof companyLoginRequest>;

const capitalised = (type: OfferType) => (type === 'empleo' ? 'Empleo' : 'Practicas');

/** Typed calls: feature code uses these and never builds a URL. */
export const publicApi = {
  brand: (options?: CallOptions) => call<typeof brandResponse>({ url: brandSettingsPath }, options),
  publicEvent: (id: number, options?: CallOptions) =>
    call<typeof eventDetailResponse>({ url: `/api/Publico/dameFichaEvento/${id}` }, options),
  /** How long the portal keeps personal data (the privacy policy states these numbers). */
  retentionPeriods: (options?: CallOptions) => call<typeof retentionPeriodsResponse>({ url: '/api/Publico/plazosConservacion' }, options),
};

export const studentApi = {
  login: (body: StudentLogin, options?: CallOptions) =>
    call<typeof loginResponse>({ method: 'POST', url: '/api/Alumno/logaUsuario', data: body }, options),
  offerCount: (type: OfferType, options?: CallOptions) =>
    call<typeof offerCountResponse>({ url: `/api/Alumno/dameNumOfertas${capitalised(type)}Usuario` }, options),
  studyAndWorkOfferCount: (options?: CallOptions) =>
    call<typeof offerCountResponse>({ url: '/api/Alumno/dameNumOfertasEstudiaYTrabajaUsuario' }, options),
  offers: (type: OfferType, page: { desde: number; cantidad: number }, options?: CallOptions) =>
    call<typeof offerListResponse>({ url: `/api/Alumno/dameOfertasUsuario/${type}`, params: page }, options),
  cv: (options?: CallOptions) => call<typeof cvResponse>({ url: '/api/Alumno/dameCvUsuario' }, options),
  events: (options?: CallOptions) => call<typeof eventListResponse>({ url: '/api/Alumno/dameEventos' }, options),
};

export const companyApi = {
  login: (body: CompanyLogin, options?: CallOptions) =>
    call<typeof loginResponse>({ method: 'POST', url: '/api/Empresa/logaUsuario', data: body }, options),
  companiesOfUser: (body: StudentLogin, options?: CallOptions) =>
    call<typeof companiesOfUserResponse>({ method: 'POST', url: '/api/Empresa/dameEmpresasDelUsuario', data: body }, options),
  companyData: (options?: CallOptions) => call<typeof companyDataResponse>({ url: '/api/Empresa/dameDatosEmpresa' }, options),
  events: (options?: CallOptions) => call<typeof eventListResponse>({ url: '/api/Empresa/dameEventos' }, options),
  /** Whether the menu offers the education centres' requests (the company has some, the brand the menu). */
  educationRequestsMenu: (options?: CallOptions) =>
    call<typeof hasMenuResponse>({ url: '/api/Empresa/tieneMenuSolicitudesPracticasEducacion' }, options),
};
