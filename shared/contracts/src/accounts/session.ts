import { z } from 'zod';
import { idNumber } from '../platform/ids';
import { envelope } from '../platform/envelope';

export const userTypes = ['Alumno', 'Empresa'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

const email = z.string().trim().min(1).max(254);

/** POST /api/Alumno/logaUsuario */
export const studentLoginRequest = z.object({
  usuario: email,
  password: z.string().min(1).max(200),
});

/** POST /api/Empresa/logaUsuario; idEmpresa picks one company of a multi-company user. */
export const companyLoginRequest = studentLoginRequest.extend({
  idEmpresa: idNumber.optional(),
});

/** POST /api/Empresa/dameEmpresasDelUsuario */
export const companiesOfUserRequest = studentLoginRequest;

export const loginData = z.object({
  token: z.string(),
  nombre: z.string(),
  esUFV: z.boolean(),
  textoCortoRGPD: z.string().nullable(),
  linkExternoRGPD: z.string().nullable(),
  conPracticas: z.boolean(),
  conEmpleo: z.boolean(),
  primerAcceso: z.boolean(),
  soloCicloFormativo: z.boolean(),
  idIdiomaPreferido: z.number().int().nullable(),
  /** Present on company logins: the company the token is bound to. */
  idEmpresa: z.number().int().optional(),
});
export type LoginData = z.infer<typeof loginData>;
export const loginResponse = envelope(loginData);

export const companyOfUser = z.object({
  idEmpresa: z.number().int(),
  nombreComercial: z.string(),
  cif: z.string(),
});
export type CompanyOfUser = z.infer<typeof companyOfUser>;
export const companiesOfUserResponse = envelope(z.array(companyOfUser));

/** Claims of the signed session token. */
export const tokenClaims = z.object({
  sub: z.string(),
  tipo: userTypeSchema,
  idEmpresa: z.number().int().optional(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

/**
 * A login answer held in session storage until its data-protection text is accepted (the
 * session store keeps it there; spec 000 §4, login flow).
 */
export const heldLogin = z.object({ userType: userTypeSchema, data: loginData, rememberMe: z.boolean() });

/**
 * POST /api/Alumno/validaRespuestaLoginIntegrado: `respuesta` is the one-time code the portal's
 * assertion consumer service gave the /acceso page for the identity provider's response.
 */
export const integratedLoginRequest = z.object({ respuesta: z.string().trim().min(20).max(200) });

/** POST /api/{Alumno|Empresa}/cerrarSesion: logout ends the token on the server too. */
export const sessionEndedResponse = envelope(z.null());
