import { z } from 'zod';
import { companyAddress } from './address';
import { startupData, verifiedFields, workCentre } from './data';
import { envelope } from '../platform/envelope';

/**
 * GET /api/Empresa/dameDatosEmpresa: the company the token is bound to, with every field of the
 * Company (spec 001 §3, §5): the first seven feed the company home and its widget; the rest the
 * company data view (/mi-empresa) and its form (/formulario-datos).
 */
export const companyData = z.object({
  idEmpresa: z.number().int(),
  nombreComercial: z.string(),
  nombreFiscal: z.string(),
  cif: z.string(),
  descripcion: z.string().nullable(),
  validada: z.boolean(),
  numOfertasActivas: z.number().int().min(0),
  idTipoEmpresa: z.number().int().nullable(),
  startup: startupData.nullable(),
  idSector: z.number().int().nullable(),
  idAreaFuncional: z.number().int().nullable(),
  idRangoEmpleados: z.number().int().nullable(),
  idRangoFacturacion: z.number().int().nullable(),
  cargo: z.string().nullable(),
  sedeCentral: z.string().nullable(),
  web: z.string().nullable(),
  iban: z.string().nullable(),
  domicilio: companyAddress.nullable(),
  centrosTrabajo: z.array(workCentre),
  /** When the company last completed its data (editaEmpresaCompletos), null before. */
  fechaDatosCompletos: z.string().nullable(),
  /** When the careers office verified the CIF and the legal name, null before (then they can change). */
  fechaVerificacion: z.string().nullable(),
  bloqueados: z.array(z.enum(verifiedFields)),
  /** Whether this brand asks for the company type (empresas.tipoEmpresa). */
  pideTipoEmpresa: z.boolean(),
  /** Whether the IBAN is required (empresas.compruebaIban and a company with internships): 72 otherwise. */
  requiereIban: z.boolean(),
});
export type CompanyData = z.infer<typeof companyData>;
export const companyDataResponse = envelope(companyData);
