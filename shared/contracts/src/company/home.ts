import { z } from 'zod';
import { envelope } from '../platform/envelope';

/**
 * The company home (spec 001 §2): what its tiles and menu conditions need in one call, so the
 * home does not ask six times. The missing-data popup reads faltanDatos*; they are false when the
 * brand flag checkDatosCompletosEmpresa is off.
 */
export const companyHome = z.object({
  idEmpresa: z.number().int(),
  nombreComercial: z.string(),
  conPracticas: z.boolean(),
  conEmpleo: z.boolean(),
  numOfertasPracticas: z.number().int().min(0),
  numOfertasEmpleo: z.number().int().min(0),
  numProcesosActivosPracticas: z.number().int().min(0),
  numProcesosActivosEmpleo: z.number().int().min(0),
  faltanDatosAlaEmpresa: z.boolean(),
  faltanDatosAlContactoEmpresa: z.boolean(),
  tieneMenuSolicitudesPracticasEducacion: z.boolean(),
  /** 535 when an internship offer would be refused for the missing IBAN (72): the home warns first. */
  avisoIban: z.literal(535).nullable(),
  /** Which optional offer actions the brand allows (copy, inverted copy, close, delete). */
  acciones: z.object({
    copiar: z.boolean(),
    copiarPerfilContrario: z.boolean(),
    cerrar: z.boolean(),
    eliminar: z.boolean(),
    mostrarReferencia: z.boolean(),
  }),
});
export type CompanyHome = z.infer<typeof companyHome>;
export const companyHomeResponse = envelope(companyHome);

/** `faltanDatosAlaEmpresa`, `faltanDatosAlContactoEmpresa`: whether to ask, and for which fields. */
export const missingData = z.object({ faltan: z.boolean(), campos: z.array(z.string()) });
export type MissingData = z.infer<typeof missingData>;
export const missingDataResponse = envelope(missingData);

/** `tieneMenuSolicitudesPracticasEducacion` */
export const hasMenuResponse = envelope(z.boolean());
