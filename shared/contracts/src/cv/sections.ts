import { z } from 'zod';
import { isCalendarDay } from '../platform/days';
import { idNumber } from '../platform/ids';
import { optionalText, studentAddressRequest } from './cv';
import {
  cvEmail,
  cvGrade,
  cvIban,
  cvPhone,
  cvSocialSecurityNumber,
  cvUrl,
  isLinkedInUrl,
  isValidIdentityDocument,
  isWellFormedLinkedIn,
  ruleIssue,
} from './rules';
import { degreeLevelKey, provinceIdSchema } from '../reference-data/domains';
import { Status } from '../platform/status';
import { genders } from './cv-choices';

/**
 * The requests of the student CV calls (spec 000 §7 "Student CV"; the payloads the spec braces are
 * kept as written, the others are ours and named in its vocabulary). The CV forms validate with
 * these same schemas.
 */

/** An empty form field ('') means "no value" (null). */
const blankable = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]);

const id = idNumber;
/** Ids of the reference data (some lists start at 0, like the SNE levels). */
const domainId = z.number().int().nonnegative();
const ids = z.array(domainId).max(100);
const text = (max: number) => z.string().trim().min(1).max(max);

/** A calendar date, YYYY-MM-DD. */
export const cvDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isCalendarDay, ruleIssue('invalid'));
const year = z.number().int().min(1950).max(2100);

/** The end, when there is one, is not before the start. */
const datesInOrder = (start: string | null | undefined, end: string | null | undefined) =>
  !start || !end || end >= start;
const dateOrderIssue = { ...ruleIssue('dateOrder'), path: ['fechaFin'] };

/** A record of the caller's, named by its id (delEstudio, delIdioma, delExperiencia, delDoc...). */
export const cvRecordRequest = z.object({ id });
export type CvRecordRequest = z.infer<typeof cvRecordRequest>;

/** A file as the spec's forms send it (Uploaded document: ficheroB64ParaAltas, extension_adjunto, nombre). */
export const cvUpload = z.object({
  nombre: text(200),
  ficheroB64ParaAltas: z.string().min(1),
  extension_adjunto: z.string().trim().min(1).max(10),
});
export type CvUpload = z.infer<typeof cvUpload>;

// ——— Personal data ———

export { genders };
export const genderSchema = z.enum(genders);

/** Birth place: a country; in Spain a province and one of its municipalities, elsewhere the town as text. */
export const birthPlace = z.object({
  idPais: id,
  idProvincia: provinceIdSchema.nullish().transform((value) => value ?? null),
  idLocalidad: id.nullish().transform((value) => value ?? null),
  localidadOtros: optionalText(100),
});
export type BirthPlace = z.output<typeof birthPlace>;

/**
 * editDatosPersonales: the personal fields to change (an absent field is left as it is; null
 * clears it). The address is the one of editDomicilio. Fields the careers office validated, or that
 * the institution does not let students edit, are refused when they would change.
 */
export const personalDataRequest = z
  .object({
    nombre: z.string().trim().min(3).max(100).optional(),
    apellidos: text(150).optional(),
    idTipoDocumento: id.optional(),
    dni: z.string().trim().toUpperCase().min(5).max(20).optional(),
    fechaNacimiento: blankable(cvDate).optional(),
    genero: blankable(genderSchema).optional(),
    telefono: blankable(cvPhone).optional(),
    telefono2: blankable(cvPhone).optional(),
    iban: blankable(cvIban).optional(),
    numSeguridadSocial: blankable(cvSocialSecurityNumber).optional(),
    nacionalidades: z.array(id).max(3).optional(),
    lugarNacimiento: birthPlace.nullable().optional(),
    /** A disability of 33 % or more. */
    discapacidad: z.boolean().optional(),
    domicilio: studentAddressRequest.optional(),
  })
  .refine(
    (data) => data.dni === undefined || isValidIdentityDocument(data.idTipoDocumento ?? 1, data.dni),
    { ...ruleIssue('nationalId', Status.idDocument), path: ['dni'] },
  );
export type PersonalDataRequest = z.input<typeof personalDataRequest>;
export type PersonalDataInput = z.output<typeof personalDataRequest>;

/** editDatosEmail: personal and student e-mails, and where communications go. */
export const emailDataRequest = z
  .object({
    emailPersonal: blankable(cvEmail),
    emailEstudiante: blankable(cvEmail),
    comunicacionesEnEmailEstudiante: z.boolean(),
  })
  .refine((data) => !data.comunicacionesEnEmailEstudiante || data.emailEstudiante !== null, {
    ...ruleIssue('studentEmailNeeded'),
    path: ['emailEstudiante'],
  });
export type EmailDataRequest = z.input<typeof emailDataRequest>;

// ——— Studies ———

const studyYears = {
  anioInicio: year.nullish().transform((value) => value ?? null),
  anioFin: year.nullish().transform((value) => value ?? null),
  finalizado: z.boolean(),
  /** Average grade 1 to 4 ("3,4" is 3.4). */
  nota: blankable(cvGrade).nullish().transform((value) => value ?? null),
};
const yearsInOrder = (data: { anioInicio: number | null; anioFin: number | null }) =>
  data.anioInicio === null || data.anioFin === null || data.anioFin >= data.anioInicio;
const yearOrderIssue = { ...ruleIssue('dateOrder'), path: ['anioFin'] };

/** addEstudioUniversidad: a degree of the institution's catalogue (titulaciones). */
export const universityStudyRequest = z
  .object({ idTitulacion: id, ...studyYears })
  .refine(yearsInOrder, yearOrderIssue);
export type UniversityStudyRequest = z.input<typeof universityStudyRequest>;

const otherStudyFields = {
  titulacion: text(200),
  nivel: degreeLevelKey,
  centro: optionalText(200),
  ...studyYears,
};
/** addEstudio: a study elsewhere. */
export const studyRequest = z.object(otherStudyFields).refine(yearsInOrder, yearOrderIssue);
export type StudyRequest = z.input<typeof studyRequest>;

/**
 * editEstudio: years, finished and grade of any study; name, level and centre only of a study
 * elsewhere (the institution's degree is the catalogue's).
 */
export const studyEditRequest = z
  .object({
    id,
    ...studyYears,
    titulacion: text(200).optional(),
    nivel: degreeLevelKey.optional(),
    centro: optionalText(200).optional(),
  })
  .refine(yearsInOrder, yearOrderIssue);
export type StudyEditRequest = z.input<typeof studyEditRequest>;

// ——— Languages ———

const languageFields = z
  .object({
    idIdioma: id.nullish(),
    idNivel: id.nullish(),
    certificacion: optionalText(200),
  })
  .superRefine((data, context) => {
    // The spec's one message for either missing.
    if (data.idIdioma == null) context.addIssue({ code: 'custom', ...ruleIssue('languageAndLevel'), path: ['idIdioma'] });
    if (data.idNivel == null) context.addIssue({ code: 'custom', ...ruleIssue('languageAndLevel'), path: ['idNivel'] });
  })
  .transform((data) => ({ ...data, idIdioma: data.idIdioma!, idNivel: data.idNivel! }));
/** addIdioma: a language and its level, both required. */
export const languageRequest = languageFields;
export type LanguageRequest = z.input<typeof languageRequest>;
export const languageEditRequest = z.intersection(z.object({ id }), languageFields);
export type LanguageEditRequest = z.input<typeof languageEditRequest>;

// ——— Professional experience ———

/** Experience fields the institution may make required (spec 000 §5). */
export const experienceConfigurableFields = ['descripcion', 'idSector', 'empresa', 'idProvincia', 'duracionMeses'] as const;
export type ExperienceConfigurableField = (typeof experienceConfigurableFields)[number];

const experienceShape = {
  puesto: text(200),
  empresa: optionalText(200),
  descripcion: optionalText(4000),
  idSector: domainId.nullish().transform((value) => value ?? null),
  idPais: id.nullish().transform((value) => value ?? null),
  idProvincia: provinceIdSchema.nullish().transform((value) => value ?? null),
  fechaInicio: cvDate,
  /** Absent or null: the current job. */
  fechaFin: blankable(cvDate).nullish().transform((value) => value ?? null),
  duracionMeses: z.number().int().min(0).max(600).nullish().transform((value) => value ?? null),
  idTipoContrato: domainId.nullish().transform((value) => value ?? null),
  idSubtipoContrato: domainId.nullish().transform((value) => value ?? null),
};
/** addExperiencia: with an optional attachment (a contract, a certificate of services). */
export const experienceRequest = z
  .object({ ...experienceShape, adjunto: cvUpload.nullish().transform((value) => value ?? null) })
  .refine((data) => datesInOrder(data.fechaInicio, data.fechaFin), dateOrderIssue);
export type ExperienceRequest = z.input<typeof experienceRequest>;
export type ExperienceInput = z.output<typeof experienceRequest>;
/** editExperiencia: `adjunto` absent keeps the attachment, null removes it, a file replaces it. */
export const experienceEditRequest = z
  .object({ id, ...experienceShape, adjunto: cvUpload.nullable().optional() })
  .refine((data) => datesInOrder(data.fechaInicio, data.fechaFin), dateOrderIssue);
export type ExperienceEditRequest = z.input<typeof experienceEditRequest>;

/** The configurable fields an experience leaves empty although the institution requires them. */
export const missingExperienceFields = (
  experience: Pick<ExperienceInput, ExperienceConfigurableField>,
  required: readonly ExperienceConfigurableField[],
): ExperienceConfigurableField[] => required.filter((field) => experience[field] === null);

/** editProfesionales: the professional profile around the experience list. */
export const professionalProfileRequest = z.object({
  carnetConducir: z.boolean(),
  vehiculoPropio: z.boolean(),
  disponibilidadTraslado: z.boolean(),
  idAreasFuncionales: ids,
});
export type ProfessionalProfileRequest = z.infer<typeof professionalProfileRequest>;

// ——— Stays abroad, complementary training, certificates (calls ours: the spec lists the sections only) ———

export const stayAbroadRequest = z
  .object({
    idTipoEstancia: id,
    idPais: id,
    institucion: text(200),
    ciudad: optionalText(100),
    fechaInicio: cvDate,
    fechaFin: blankable(cvDate).nullish().transform((value) => value ?? null),
    descripcion: optionalText(2000),
  })
  .refine((data) => datesInOrder(data.fechaInicio, data.fechaFin), dateOrderIssue);
export type StayAbroadRequest = z.input<typeof stayAbroadRequest>;
export const stayAbroadEditRequest = z.intersection(z.object({ id }), stayAbroadRequest);

export const trainingRequest = z.object({
  idTipoFormacion: id,
  titulo: text(200),
  centro: optionalText(200),
  horas: z.number().int().min(1).max(10_000).nullish().transform((value) => value ?? null),
  fechaFin: blankable(cvDate).nullish().transform((value) => value ?? null),
});
export type TrainingRequest = z.input<typeof trainingRequest>;
export const trainingEditRequest = z.intersection(z.object({ id }), trainingRequest);

export const certificateRequest = z.object({
  nombre: text(200),
  entidad: optionalText(200),
  fecha: blankable(cvDate).nullish().transform((value) => value ?? null),
  enlace: blankable(cvUrl).nullish().transform((value) => value ?? null),
});
export type CertificateRequest = z.input<typeof certificateRequest>;
export const certificateEditRequest = z.intersection(z.object({ id }), certificateRequest);

// ——— Lists of the reference data ———

export const competencesRequest = z.object({ competencias: ids });
export const itKnowledgeRequest = z.object({
  conocimientos: z.array(z.object({ idPrograma: id, idNivel: id })).max(100),
});
export type ItKnowledgeRequest = z.infer<typeof itKnowledgeRequest>;
/** editInteres: the student's interest tags (tagsInteres). */
export const interestsRequest = z.object({ tags: ids });
export const sectorsRequest = z.object({ sectores: ids });

// ——— Documents and photo ———

export {
  cvDocumentExtensions,
  cvFileMaxBytes,
  cvPdfExtensions,
  profilePhotoExtensions,
  profilePhotoMaxPixels,
} from './cv-files';

/** Where a CV document shows: public (companies see it), private (the careers office only), the own CV file. */
export const cvDocumentKinds = ['publico', 'privado', 'cv'] as const;
export type CvDocumentKind = (typeof cvDocumentKinds)[number];

/** A document is a file or a link, never both nor none ("needs a file or a URL"). */
const oneFileOrLink = (data: { enlace?: string | null; ficheroB64ParaAltas?: string | null }) =>
  Boolean(data.enlace) !== Boolean(data.ficheroB64ParaAltas);
const fileOrLinkIssue = { ...ruleIssue('fileOrUrl'), path: ['ficheroB64ParaAltas'] };
const fileOrLink = {
  nombre: text(200),
  enlace: blankable(cvUrl).nullish().transform((value) => value ?? null),
  ficheroB64ParaAltas: z.string().nullish().transform((value) => value || null),
  extension_adjunto: z.string().trim().max(10).nullish().transform((value) => value || null),
};

/** addDoc: a public or private document, or the student's own CV file (urlCV, PDF). */
export const documentRequest = z
  .object({ tipo: z.enum(cvDocumentKinds), ...fileOrLink })
  .refine(oneFileOrLink, fileOrLinkIssue);
export type DocumentRequest = z.input<typeof documentRequest>;
export type DocumentInput = z.output<typeof documentRequest>;

/**
 * addDocumento2: a document a process (an offer the student applies to) asks for, in the shape of
 * the spec's attachment (adjunto {id, fecha, tipo 1, enlace, nombre, ficheroB64ParaAltas,
 * extension_adjunto, idDocumentoNecesarioOfertaNoTipado}); the last names the offer's required
 * document (documentacionDeProcesosSolicitada lists them). `id`, `fecha` and `tipo` are the
 * server's to set and are ignored.
 */
export const attachmentShape = {
  id: z.number().int().nullish(),
  fecha: z.string().nullish(),
  tipo: z.literal(1).nullish(),
  ...fileOrLink,
};
export const processDocumentRequest = z
  .object({ ...attachmentShape, idDocumentoNecesarioOfertaNoTipado: z.string().trim().min(1).max(100) })
  .refine(oneFileOrLink, fileOrLinkIssue);
export type ProcessDocumentRequest = z.input<typeof processDocumentRequest>;
export type AttachmentInput = Omit<DocumentInput, 'tipo'>;

/** editImagenPerfil {extension, ficheroB64}: an image of at most 1000 px a side (526). */
export const profilePhotoRequest = z.object({
  extension: z.string().trim().min(1).max(10),
  ficheroB64: z.string().min(1),
});
export type ProfilePhotoRequest = z.infer<typeof profilePhotoRequest>;

// ——— One-field calls (payloads as the spec braces them) ———

/** editEnlacePortfolio {enlace}: a web address; a LinkedIn one must be a profile's. */
export const portfolioRequest = z.object({
  enlace: blankable(cvUrl.refine((value) => !isLinkedInUrl(value) || isWellFormedLinkedIn(value), ruleIssue('linkedin'))),
});
export const presentationRequest = z.object({ texto: z.string().trim().max(4000) });

export { internshipPeriods } from './cv-choices';
export const internshipPeriodRequest = z.object({
  idPeriodoPreferencia: z.number().int().min(1).max(5).nullable(),
});
export const activeSearchRequest = z.object({ activa: z.boolean() });
/** editarNivelFormativoSNE {id}: an SNE training level (ISCED 0 to 8), or null. */
export const sneLevelRequest = z.object({ id: z.number().int().min(0).max(8).nullable() });
export const workPermitRequest = z.object({ permiso: z.boolean() });

// ——— Social security ———

/**
 * The "Datos Seguridad Social" form (spec 000 §2.5, §3 Social security submission, §5): dni,
 * numSeguridadSocial and the acceptance of its privacy policy are required; the attachment (a
 * document showing the number) is optional, PDF or image, 2 MB.
 */
export const socialSecurityRequest = z.object({
  dni: z.string().trim().toUpperCase().min(5).max(20),
  numSeguridadSocial: cvSocialSecurityNumber,
  politica: z.boolean().refine((accepted) => accepted, ruleIssue('privacyPolicy')),
  adjunto: z
    .object(attachmentShape)
    .refine(oneFileOrLink, fileOrLinkIssue)
    .nullish()
    .transform((value) => value ?? null),
});
export type SocialSecurityRequest = z.input<typeof socialSecurityRequest>;
