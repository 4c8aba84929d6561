import { z } from 'zod';
import { envelope } from './envelope';

/** The first part of the student CV (GET /api/Alumno/dameCvUsuario); later issues add the rest. */
export const cvSummary = z.object({
  personales: z.object({
    nombre: z.string(),
    apellidos: z.string(),
    dni: z.string().nullable(),
    email: z.string(),
    telefono: z.string().nullable(),
    fechaNacimiento: z.string().nullable(),
  }),
  presentacion: z.string().nullable(),
  enlacePortfolio: z.string().nullable(),
  busquedaPracticasActiva: z.boolean(),
  busquedaTrabajoActiva: z.boolean(),
  tienePermisoTrabajo: z.boolean(),
});
export type CvSummary = z.infer<typeof cvSummary>;
export const cvResponse = envelope(cvSummary);
