import {
  brandResponse,
  companiesOfUserResponse,
  companyDataResponse,
  cvResponse,
  eventDetailResponse,
  eventListResponse,
  hasMenuResponse,
  loginResponse,
  offerCountResponse,
  offerListResponse,
  retentionPeriodsResponse,
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
  brand: (options?: CallOptions) => call({ url: '/api/Publico/dameConfiguracionMarca' }, brandResponse, options),
  publicEvent: (id: number, options?: CallOptions) =>
    call({ url: `/api/Publico/dameFichaEvento/${id}` }, eventDetailResponse, options),
  /** How long the portal keeps personal data (the privacy policy states these numbers). */
  retentionPeriods: (options?: CallOptions) => call({ url: '/api/Publico/plazosConservacion' }, retentionPeriodsResponse, options),
};

export const studentApi = {
  login: (body: StudentLogin, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Alumno/logaUsuario', data: body }, loginResponse, options),
  offerCount: (type: OfferType, options?: CallOptions) =>
    call({ url: `/api/Alumno/dameNumOfertas${capitalised(type)}Usuario` }, offerCountResponse, options),
  studyAndWorkOfferCount: (options?: CallOptions) =>
    call({ url: '/api/Alumno/dameNumOfertasEstudiaYTrabajaUsuario' }, offerCountResponse, options),
  offers: (type: OfferType, page: { desde: number; cantidad: number }, options?: CallOptions) =>
    call({ url: `/api/Alumno/dameOfertasUsuario/${type}`, params: page }, offerListResponse, options),
  cv: (options?: CallOptions) => call({ url: '/api/Alumno/dameCvUsuario' }, cvResponse, options),
  events: (options?: CallOptions) => call({ url: '/api/Alumno/dameEventos' }, eventListResponse, options),
};

export const companyApi = {
  login: (body: CompanyLogin, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Empresa/logaUsuario', data: body }, loginResponse, options),
  companiesOfUser: (body: StudentLogin, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Empresa/dameEmpresasDelUsuario', data: body }, companiesOfUserResponse, options),
  companyData: (options?: CallOptions) => call({ url: '/api/Empresa/dameDatosEmpresa' }, companyDataResponse, options),
  events: (options?: CallOptions) => call({ url: '/api/Empresa/dameEventos' }, eventListResponse, options),
  /** Whether the menu offers the education centres' requests (the company has some, the brand the menu). */
  educationRequestsMenu: (options?: CallOptions) =>
    call({ url: '/api/Empresa/tieneMenuSolicitudesPracticasEducacion' }, hasMenuResponse, options),
};
