import { z } from 'zod';
import { envelope } from '../platform/envelope';

/** `detallePrograma/{id}`: an internship programme and whether the caller has asked to join it. */
export const programmeDetail = z.object({
  id: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  dedicacion: z.number().int(),
  meses: z.number().int(),
  requiereAdhesion: z.boolean(),
  adhesionSolicitada: z.boolean(),
  /** Where the caller's request stands once made: the careers office accepts or rejects it. */
  estadoAdhesion: z.enum(['solicitada', 'aceptada', 'rechazada']).nullish(),
});
export type ProgrammeDetail = z.infer<typeof programmeDetail>;
export const programmeDetailResponse = envelope(programmeDetail);

/** A programme by its numeric id or its access URL. */
export const programmeIdParam = z.object({ id: z.string().min(1).max(200) });

/** Confirmation codes of an adhesion request (spec 000 §8): 534 for students, whose profile data is used. */
export const AdhesionConfirmation = { company: 523, student: 534 } as const;

/** Where a company's adhesion stands: asked, then accepted or refused by the careers office. */
export const programmeAdhesionStatus = z.enum(['solicitada', 'aceptada', 'rechazada']);

/** `programasDeLaEmpresa`: the programmes the caller's company asked to join (once per company, 64 after). */
export const companyProgramme = z.object({
  id: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  activo: z.boolean(),
  estado: programmeAdhesionStatus,
  fechaSolicitud: z.string(),
  /** The careers office's reason when it rejected the request. */
  motivoRechazo: z.string().nullish(),
});
export type CompanyProgramme = z.infer<typeof companyProgramme>;
export const companyProgrammesResponse = envelope(z.array(companyProgramme));
