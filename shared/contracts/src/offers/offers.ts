import { z } from 'zod';
import { envelope } from '../platform/envelope';
import { offerTypes } from './offer-values';

/** An offer's type (offer-values.ts), as a schema for requests and answers. */
export const offerTypeSchema = z.enum(offerTypes);

/** `dameOfertasUsuario/{type}` takes `empleo`/`practicas` or 1/2. */
export const offerTypeParam = z
  .union([offerTypeSchema, z.enum(['1', '2'])])
  .transform((value) => (value === '1' ? 'empleo' : value === '2' ? 'practicas' : value));

/** An offer as listed (spec 001 §3, the fields every list carries). */
export const offerSummary = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  empresa: z.string(),
  fecha: z.string(),
  fechaDestacada: z.string().nullable(),
  provincia: z.string().nullable(),
  textoPerfilOferta: z.string(),
  tipo: offerTypeSchema,
  estudiaYtrabaja: z.boolean(),
});
export type OfferSummary = z.infer<typeof offerSummary>;

export const offerListQuery = z.object({
  desde: z.coerce.number().int().min(0).default(0),
  cantidad: z.coerce.number().int().min(1).max(100).default(20),
});
export const offerListResponse = envelope(z.array(offerSummary));
export const offerCountResponse = envelope(z.number().int().min(0));

/** Attendance modality (spec 001 §3): 1 Presencial, 2 Online, 3 Mixta. */
export const modalityIds = [1, 2, 3] as const;

/** What the students' filters read, carried by every listed offer (spec 000 §9, issue 5). */
export const offerListing = offerSummary.extend({
  idIsla: z.number().int().nullable(),
  nombreIsla: z.string().nullable(),
  sector: z.string().nullable(),
  tipoModalidadAsistencia: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  contrato: z.string().nullable(),
  salario: z.number().nullable(),
  tiempoDedicacionJornada: z.number().int().nullable(),
  meses: z.number().int().nullable(),
});
export type OfferListing = z.infer<typeof offerListing>;
export const offerListingResponse = envelope(z.array(offerListing));

/** The ids of the offers whose degree, level and mandatory requirements the student meets. */
export const matchingOffersResponse = envelope(z.array(z.number().int()));

export const offerRequirement = z.object({
  tipo: z.enum([
    'idioma',
    'carnetConducir',
    'vehiculoPropio',
    'disponibilidadTraslado',
    'edadMaxima',
    'otro',
  ]),
  valor: z.string().nullable(),
  descripcion: z.string(),
});
export type OfferRequirement = z.infer<typeof offerRequirement>;

/** The detail page of an offer (`dameOferta/{urlAcceso}`): every field of spec 001 §3 we hold. */
export const offerDetail = offerListing.extend({
  descripcion: z.string().nullable(),
  plazas: z.number().int().nullable(),
  horario: z.string().nullable(),
  horasAldia: z.number().nullable(),
  numeroDiasSemana: z.number().int().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  fechaCaducidad: z.string().nullable(),
  titulaciones: z.array(z.string()),
  niveles: z.array(z.string()),
  creditosMinimos: z.number().int().nullable(),
  soloBecarios: z.boolean(),
  sinPracticasPendientes: z.boolean(),
  requiereCvPropio: z.boolean(),
  documentosRequeridos: z.array(z.string()),
  urlInscripcionExterna: z.string().nullable(),
  requisitosObligatorios: z.array(offerRequirement),
  requisitosDeseables: z.array(offerRequirement),
  empresaDatos: z.object({ nombreComercial: z.string(), descripcion: z.string().nullable() }),
  /** The student's candidacy to this offer, if any. */
  candidatura: z.object({ urlAcceso: z.string(), idEstado: z.number().int() }).nullable(),
});
export type OfferDetail = z.infer<typeof offerDetail>;
export const offerDetailResponse = envelope(offerDetail);
