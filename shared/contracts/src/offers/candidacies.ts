import { z } from 'zod';
import { idNumber } from '../platform/ids';
import { envelope } from '../platform/envelope';
import { offerTypeSchema } from './offers';

/** `inscribirse` / `desinscribirse`: the offer by its access URL. `tipo`, when sent, is the list the
 * student applies from: an offer of the other type is refused (6 or 7). */
export const applyRequest = z.object({
  urlOferta: z.string().trim().min(1).max(200),
  tipo: offerTypeSchema.optional(),
});
export type ApplyRequest = z.infer<typeof applyRequest>;

/** Answer of a refused application with unmet requirements (status 80): which ones. */
export const unmetRequirements = z.object({ requisitos: z.array(z.string()) });
export type UnmetRequirements = z.infer<typeof unmetRequirements>;

export const applyResponse = envelope(z.object({ urlAcceso: z.string(), idEstado: z.number().int() }));
/** Unenrolment and pre-enrolment answers carry the confirmation code (501, 519). */
export const confirmationResponse = envelope(z.object({ codigo: z.number().int() }));

/** `sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}`: warn before applying when credits fall short. */
export const creditWarning = z.object({
  aviso: z.boolean(),
  creditosMinimos: z.number().int().nullable(),
  creditosSuperados: z.number().int(),
});
export type CreditWarning = z.infer<typeof creditWarning>;
export const creditWarningResponse = envelope(creditWarning);

/** `faltaDatosNecesariosPorPractica`: the data an internship needs that the student has not given. */
export const missingInternshipData = z.object({
  faltan: z.array(z.enum(['dni', 'telefono', 'numSeguridadSocial'])),
});
export const missingInternshipDataResponse = envelope(missingInternshipData);

export const stateChange = z.object({
  idEstado: z.number().int(),
  fecha: z.string(),
  idMotivo: z.number().int().nullable(),
});

/** A candidacy as listed (`dameCandidaturas{Practicas|Empleo}Usuario`): newest first. */
export const candidacySummary = z.object({
  urlAcceso: z.string(),
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  idEstado: z.number().int(),
  fecha: z.string(),
  fechaActualizacion: z.string(),
  oferta: z.object({
    idOferta: z.number().int(),
    urlAcceso: z.string(),
    titulo: z.string(),
    empresa: z.string(),
    provincia: z.string().nullable(),
    tipo: offerTypeSchema,
  }),
});
export type CandidacySummary = z.infer<typeof candidacySummary>;
export const candidacyListResponse = envelope(z.array(candidacySummary));

export const candidacyDetail = candidacySummary.extend({
  idMotivo: z.number().int().nullable(),
  historial: z.array(stateChange),
});
export type CandidacyDetail = z.infer<typeof candidacyDetail>;
export const candidacyDetailResponse = envelope(candidacyDetail);

export const acceptPreEnrolmentRequest = z.object({ urlOferta: z.string().trim().min(1).max(200) });
export const rejectPreEnrolmentRequest = z.object({
  urlOferta: z.string().trim().min(1).max(200),
  idMotivo: idNumber,
});
export type RejectPreEnrolmentRequest = z.infer<typeof rejectPreEnrolmentRequest>;
