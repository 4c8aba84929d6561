import { z } from 'zod';
import { integerText, largestInteger } from '../platform/ids';
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
  desde: integerText(0, largestInteger).default(0),
  cantidad: integerText(1, 100).default(20),
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
  /** Percent of a full working day; may carry decimals (62.5). */
  tiempoDedicacionJornada: z.number().min(0).max(100).nullable(),
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

/**
 * What the company wrote in the wizard beyond the lists' fields (spec 001 §3): the job itself, the
 * extra requirements by name in the reader's language, and for an internship its data and tutors.
 * The company tutor's e-mail and phone are filled only for the company and the careers office: a
 * student reads who the tutor is, not how to reach them outside the portal.
 */
export const offerWizardFacts = z.object({
  tareas: z.string().nullable(),
  puesto: z.string().nullable(),
  departamento: z.string().nullable(),
  poblacion: z.string().nullable(),
  experienciaRequerida: z.string().nullable(),
  experienciaDeseable: z.string().nullable(),
  areas: z.array(z.string()),
  /** The degree areas (study scopes) by name in the reader's language. */
  areasTitulaciones: z.array(z.string()),
  tiposFormacion: z.array(z.string()),
  anioMaximoTitulacion: z.number().int().nullable(),
  competencias: z.array(z.string()),
  programasInformaticos: z.array(z.string()),
  intereses: z.array(z.string()),
  nacionalidades: z.array(z.string()),
  paisesResidencia: z.array(z.string()),
  provinciasResidencia: z.array(z.string()),
  trabajandoActualmente: z.boolean().nullable(),
  salarioMaximo: z.number().nullable(),
  idiomasConCertificacion: z.boolean(),
  /** Internship only (null for a job): the study aid per month, the course, the internship type. */
  ayudaEstudio: z.number().nullable(),
  curso: z.string().nullable(),
  tipoPracticas: z.string().nullable(),
  tutorEmpresa: z
    .object({
      nombre: z.string(),
      apellidos: z.string(),
      puesto: z.string().nullable(),
      departamento: z.string().nullable(),
      titulacion: z.string(),
      email: z.string().nullable(),
      telefono: z.string().nullable(),
    })
    .nullable(),
  tutorUniversidad: z.string().nullable(),
});
export type OfferWizardFacts = z.infer<typeof offerWizardFacts>;

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
  /** The degrees' names in the reader's language, in the order of `titulaciones` (a code the catalogue does not know stays as it is). */
  titulacionesNombres: z.array(z.string()),
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
  datosOferta: offerWizardFacts,
});
export type OfferDetail = z.infer<typeof offerDetail>;
export const offerDetailResponse = envelope(offerDetail);
