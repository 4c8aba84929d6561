import { z } from 'zod';
import { envelope } from './envelope';

/** GET /api/Empresa/dameDatosEmpresa: the company the token is bound to. */
export const companyData = z.object({
  idEmpresa: z.number().int(),
  nombreComercial: z.string(),
  nombreFiscal: z.string(),
  cif: z.string(),
  descripcion: z.string().nullable(),
  validada: z.boolean(),
  numOfertasActivas: z.number().int().min(0),
});
export type CompanyData = z.infer<typeof companyData>;
export const companyDataResponse = envelope(companyData);
