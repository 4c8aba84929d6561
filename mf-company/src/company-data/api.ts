import type { z } from 'zod';
import type {
  companyDataResponse,
  companyUserProfile,
  companyUserProfileResponse,
  companyVerification,
  companyVerificationResponse,
  savedWithNotice,
  workCentreSavedResponse,
  workCentresResponse,
  CompanyDetailsRequest,
  CompanyUserProfileRequest,
  CompanyVerificationRequest,
  Language,
  WorkCentreRequest,
} from '@portal/contracts';
import { call, type CallOptions } from '@portal/api-client';

/** The answer of a write that confirms with a notice (539, 532, 507) and what was saved. */
type Saved<T extends z.ZodType> = ReturnType<typeof savedWithNotice<T>>;

/** The server words the refused fields in the user's language. */
const words = (language: Language) => ({ 'Accept-Language': language });

/** The company's own data, its work centres and the user's profile (server: api/src/company/data/routes.ts). */
export const companyDataApi = {
  company: (options?: CallOptions) => call<typeof companyDataResponse>({ url: '/api/Empresa/dameDatosEmpresa' }, options),
  saveCompany: (body: CompanyDetailsRequest, language: Language, options?: CallOptions) =>
    call<Saved<(typeof companyDataResponse)['shape']['datos']>>(
      { method: 'POST', url: '/api/Empresa/editaEmpresaCompletos', data: body, headers: words(language) },
      options,
    ),
  verification: (options?: CallOptions) =>
    call<typeof companyVerificationResponse>({ url: '/api/Empresa/dameDatosEmpresaVerificacion' }, options),
  saveVerification: (body: CompanyVerificationRequest, language: Language, options?: CallOptions) =>
    call<Saved<typeof companyVerification>>(
      { method: 'POST', url: '/api/Empresa/editarEmpresaVerificacion', data: body, headers: words(language) },
      options,
    ),
  saveDescription: (descripcion: string, language: Language, options?: CallOptions) =>
    call<Saved<z.ZodObject<{ descripcion: z.ZodString }>>>(
      { method: 'POST', url: '/api/Empresa/guardarDescripcionEmpresa', data: { descripcion }, headers: words(language) },
      options,
    ),
  saveWorkCentre: (body: WorkCentreRequest, language: Language, options?: CallOptions) =>
    call<typeof workCentreSavedResponse>(
      { method: 'POST', url: '/api/Empresa/editaCentroDeTrabajo', data: body, headers: words(language) },
      options,
    ),
  deleteWorkCentre: (idCentro: number, options?: CallOptions) =>
    call<typeof workCentresResponse>({ method: 'POST', url: '/api/Empresa/eliminaCentroDeTrabajo', data: { idCentro } }, options),
  profile: (options?: CallOptions) => call<typeof companyUserProfileResponse>({ url: '/api/Empresa/dameUsuarioEmpresa' }, options),
  saveProfile: (body: CompanyUserProfileRequest, language: Language, options?: CallOptions) =>
    call<Saved<typeof companyUserProfile>>(
      { method: 'POST', url: '/api/Empresa/guardarUsuarioEmpresa', data: body, headers: words(language) },
      options,
    ),
};
