import { z } from 'zod';
import { envelope } from '../platform/envelope';

/**
 * Reference data (domains) of spec 000 §3.1 and 001 §7, as the API serves it and the domains
 * cache holds it: every list already worded in the language asked for and sorted as the spec says
 * (by description; functional areas with "otras" last; specialities ignoring accents).
 */

export { spainCountryId } from './country-ids';

/** Two-digit province code, `01` to `53`. */
export const provinceIdSchema = z
  .string()
  .regex(/^(0[1-9]|[1-4]\d|5[0-3])$/, 'a province code from 01 to 53');
export type ProvinceId = z.infer<typeof provinceIdSchema>;

/** The fixed codes the spec names. */
export const ProvinceIds = { ceuta: '51', melilla: '52', unknown: '53' } as const;

export const domainItem = z.object({ id: z.number().int(), descripcion: z.string().min(1) });
export type DomainItem = z.infer<typeof domainItem>;

/** A province with its municipalities: official INE municipality id (as a key) to upper-case name. */
export const province = z.object({
  idProvincia: provinceIdSchema,
  nameProvincia: z.string().min(1),
  localidades: z.record(z.string().regex(/^\d+$/), z.string().min(1)),
});
export type Province = z.infer<typeof province>;

/** `id` is the ISO 3166-1 numeric code, except Spain, whose id is 1 (spec 000 §3.1). */
export const country = domainItem.extend({ iso: z.string().length(2) });
export type Country = z.infer<typeof country>;

export const island = z.object({
  idIsla: z.number().int(),
  idProvincia: provinceIdSchema,
  descripcion: z.string().min(1),
});
export type Island = z.infer<typeof island>;

export const streetType = domainItem.extend({ abreviatura: z.string().min(1) });
export type StreetType = z.infer<typeof streetType>;

export const locality = domainItem.extend({ idProvincia: provinceIdSchema });
export type Locality = z.infer<typeof locality>;

/** Study scopes (ISCED-F broad fields) with their specialities (narrow fields). */
export const studyScope = z.object({
  idAmbito: z.number().int(),
  ambitoEstudio: z.string().min(1),
  especialidades: z.array(domainItem),
});
export type StudyScope = z.infer<typeof studyScope>;

export const degreeLevelKey = z.enum(['cicloFormativo', 'grado', 'postgrado', 'doctorado']);

export const degree = domainItem.extend({
  codigo: z.string().min(1),
  nivel: degreeLevelKey,
  idAmbito: z.number().int(),
});
export type Degree = z.infer<typeof degree>;

/** A reason for a change of candidacy state (spec 000 §3): idPerfil 1 employment, 2 internships, null both. */
export const changeReason = z.object({
  idMotivo: z.number().int(),
  idEstado: z.number().int(),
  idPerfil: z.union([z.literal(1), z.literal(2)]).nullable(),
  descripcion: z.string().min(1),
});
export type ChangeReason = z.infer<typeof changeReason>;

export const contractSubtype = domainItem.extend({ idTipo: z.number().int() });
export type ContractSubtype = z.infer<typeof contractSubtype>;

export const educationCentre = domainItem.extend({ idProvincia: provinceIdSchema });
export type EducationCentre = z.infer<typeof educationCentre>;

/** `GET /api/Dominios/dominios/{language}`: the lists every form needs first. */
export const domains = z.object({
  provincias: z.array(province),
  paises: z.array(country),
  areasFuncionales: z.array(domainItem),
  sectores: z.array(domainItem),
  tiposContrato: z.array(domainItem),
  tiposContratoPracticas: z.array(domainItem),
  tiposEmpresa: z.array(domainItem),
  tiposDocumentoPracticasAlumno: z.array(domainItem),
  estadosCandidatura: z.array(domainItem),
  tiposContacto: z.array(domainItem),
  islas: z.array(island),
  /** Forum years, 2010 to the current year. */
  aniosForo: z.array(z.number().int()),
});
export type Domains = z.infer<typeof domains>;

/** `GET /api/Dominios/dominiosList/{language}`: the bulk lists. */
export const domainLists = z.object({
  localidades: z.array(locality),
  tiposVia: z.array(streetType),
  titulaciones: z.array(degree),
  programasInformaticos: z.array(domainItem),
  nivelesProgramasInformaticos: z.array(domainItem),
  competencias: z.array(domainItem),
  tiposEstancia: z.array(domainItem),
  tiposContacto: z.array(domainItem),
  motivosCambioEstado: z.array(changeReason),
  tiposFormacion: z.array(domainItem),
  tiposDocumentoIdentidad: z.array(domainItem),
  tiposContratoExperiencia: z.array(domainItem),
  subtiposContratoExperiencia: z.array(contractSubtype),
  nivelesTitulacion: z.array(domainItem),
  actividadesProfesionales: z.array(domainItem),
  ambitosEstudio: z.array(studyScope),
  rangosFacturacion: z.array(domainItem),
  rangosEmpleados: z.array(domainItem),
  opcionesPublicacion: z.array(domainItem),
  tagsInteres: z.array(domainItem),
  rangosCreditos: z.array(domainItem),
  nivelesFormativosSNE: z.array(domainItem),
  idiomas: z.array(domainItem),
  nivelesIdioma: z.array(domainItem),
});
export type DomainLists = z.infer<typeof domainLists>;

/** An internship programme open to adhesion (`GET /api/Publico/programasPracticasActivos`). */
export const activeProgramme = z.object({
  id: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  dedicacion: z.number().int(),
  meses: z.number().int(),
});
export type ActiveProgramme = z.infer<typeof activeProgramme>;

export const domainsResponse = envelope(domains);
export const domainListsResponse = envelope(domainLists);
export const streetTypesResponse = envelope(z.array(streetType));
export const domainItemsResponse = envelope(z.array(domainItem));
export const degreesResponse = envelope(z.array(degree));
export const changeReasonsResponse = envelope(z.array(changeReason));
export const educationCentresResponse = envelope(z.array(educationCentre));
export const provinceHasIslandsResponse = envelope(z.boolean());
export const activeProgrammesResponse = envelope(z.array(activeProgramme));
