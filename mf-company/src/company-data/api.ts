import { z } from 'zod';
import {
  companyDataResponse,
  companyUserProfile,
  companyUserProfileResponse,
  companyVerification,
  companyVerificationResponse,
  savedWithNotice,
  workCentresResponse,
  type CompanyDetailsRequest,
  type CompanyUserProfileRequest,
  type CompanyVerificationRequest,
  type Language,
  type WorkCentreRequest,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';

/** The server words the refused fields in the user's language. */
const words = (language: Language) => ({ 'Accept-Language': language });

/** The company's own data, its work centres and the user's profile (server: api/src/company/data/routes.ts). */
export const companyDataApi = {
  company: (options?: CallOptions) => call({ url: '/api/Empresa/dameDatosEmpresa' }, companyDataResponse, options),
  saveCompany: (body: CompanyDetailsRequest, language: Language, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/editaEmpresaCompletos', data: body, headers: words(language) },
      savedWithNotice(companyDataResponse.shape.datos),
      options,
    ),
  verification: (options?: CallOptions) =>
    call({ url: '/api/Empresa/dameDatosEmpresaVerificacion' }, companyVerificationResponse, options),
  saveVerification: (body: CompanyVerificationRequest, language: Language, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/editarEmpresaVerificacion', data: body, headers: words(language) },
      savedWithNotice(companyVerification),
      options,
    ),
  saveDescription: (descripcion: string, language: Language, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/guardarDescripcionEmpresa', data: { descripcion }, headers: words(language) },
      savedWithNotice(z.object({ descripcion: z.string() })),
      options,
    ),
  saveWorkCentre: (body: WorkCentreRequest, language: Language, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/editaCentroDeTrabajo', data: body, headers: words(language) },
      workCentresResponse,
      options,
    ),
  deleteWorkCentre: (idCentro: number, options?: CallOptions) =>
    call({ method: 'POST', url: '/api/Empresa/eliminaCentroDeTrabajo', data: { idCentro } }, workCentresResponse, options),
  profile: (options?: CallOptions) => call({ url: '/api/Empresa/dameUsuarioEmpresa' }, companyUserProfileResponse, options),
  saveProfile: (body: CompanyUserProfileRequest, language: Language, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Empresa/guardarUsuarioEmpresa', data: body, headers: words(language) },
      savedWithNotice(companyUserProfile),
      options,
    ),
};
