import { z } from 'zod';
import { cvSummary, studentAddress } from './cv';
import { experienceConfigurableFields, genderSchema } from './sections';
import { degreeLevelKey, provinceIdSchema } from '../reference-data/domains';
import { envelope } from '../platform/envelope';
import { personalFields, type PersonalField } from './personal-fields';

/**
 * The whole student CV as dameCvUsuario answers it (spec 000 §3 "Student CV"), every record with
 * the id its edit and delete calls take, and the institution's configuration of the CV form.
 * It extends the first part (cvSummary), so what read that still reads this.
 */

export { personalFields, type PersonalField };
export const personalFieldSchema = z.enum(personalFields);

/** The institution's configuration of the CV (brand settings: personal fields, experience fields). */
export const cvSettings = z.object({
  camposPersonales: z.record(personalFieldSchema, z.object({ visible: z.boolean(), editable: z.boolean() })),
  camposExperienciaObligatorios: z.array(z.enum(experienceConfigurableFields)),
});
export type CvSettings = z.infer<typeof cvSettings>;

/** Every personal field visible and editable; the experience's description and company required. */
export const defaultCvSettings: CvSettings = {
  camposPersonales: Object.fromEntries(
    personalFields.map((field) => [field, { visible: true, editable: true }]),
  ) as CvSettings['camposPersonales'],
  camposExperienciaObligatorios: ['descripcion', 'empresa'],
};

export const cvDocument = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** The link the student gave, or the download address of the file (GET with the token). */
  enlace: z.string(),
  esFichero: z.boolean(),
  extension: z.string().nullable(),
  fecha: z.string(),
});
export type CvDocument = z.infer<typeof cvDocument>;

export const processDocument = cvDocument.extend({ idDocumentoNecesarioOfertaNoTipado: z.string() });

export const studyVerificationStates = ['noRequerida', 'pendiente', 'verificado', 'rechazado'] as const;
export const studyVerificationState = z.enum(studyVerificationStates);
export type StudyVerificationState = z.infer<typeof studyVerificationState>;

export const studyItem = z.object({
  id: z.number().int(),
  deLaUniversidad: z.boolean(),
  idTitulacion: z.number().int().nullable(),
  codigo: z.string().nullable(),
  titulacion: z.string(),
  nivel: degreeLevelKey,
  centro: z.string().nullable(),
  anioInicio: z.number().int().nullable(),
  anioFin: z.number().int().nullable(),
  finalizado: z.boolean(),
  nota: z.number().nullable(),
  /** Validated by the careers office: it cannot be changed or deleted. */
  validadoDOIP: z.boolean(),
  /** bajaEstudioUniversidad: the student left the institution's degree. */
  deBaja: z.boolean(),
  /**
   * The careers office's check of a study a self-registered student declared (queue `estudios`):
   * noRequerida (brought by the institutional login, or recorded by the office), pendiente,
   * verificado, rechazado (motivoRechazo says why; corrected, it waits again). Under the brand's
   * flags.verificarEstudiosDeclarados only a verified declaration counts for applications.
   */
  verificacion: studyVerificationState,
  motivoRechazo: z.string().nullable(),
});
export type StudyItem = z.infer<typeof studyItem>;

export const languageItem = z.object({
  id: z.number().int(),
  idIdioma: z.number().int(),
  idNivel: z.number().int(),
  certificacion: z.string().nullable(),
});

export const experienceItem = z.object({
  id: z.number().int(),
  puesto: z.string(),
  empresa: z.string().nullable(),
  descripcion: z.string().nullable(),
  idSector: z.number().int().nullable(),
  idPais: z.number().int().nullable(),
  idProvincia: provinceIdSchema.nullable(),
  fechaInicio: z.string(),
  fechaFin: z.string().nullable(),
  duracionMeses: z.number().int().nullable(),
  idTipoContrato: z.number().int().nullable(),
  idSubtipoContrato: z.number().int().nullable(),
  adjunto: z.object({ nombre: z.string(), extension: z.string(), enlace: z.string() }).nullable(),
});
export type ExperienceItem = z.infer<typeof experienceItem>;

export const stayAbroadItem = z.object({
  id: z.number().int(),
  idTipoEstancia: z.number().int(),
  idPais: z.number().int(),
  institucion: z.string(),
  ciudad: z.string().nullable(),
  fechaInicio: z.string(),
  fechaFin: z.string().nullable(),
  descripcion: z.string().nullable(),
});

export const trainingItem = z.object({
  id: z.number().int(),
  idTipoFormacion: z.number().int(),
  titulo: z.string(),
  centro: z.string().nullable(),
  horas: z.number().int().nullable(),
  fechaFin: z.string().nullable(),
});

export const certificateItem = z.object({
  id: z.number().int(),
  nombre: z.string(),
  entidad: z.string().nullable(),
  fecha: z.string().nullable(),
  enlace: z.string().nullable(),
});

export const studentCv = cvSummary.extend({
  personales: cvSummary.shape.personales.extend({
    idTipoDocumento: z.number().int(),
    genero: genderSchema.nullable(),
    emailPersonal: z.string().nullable(),
    emailEstudiante: z.string().nullable(),
    comunicacionesEnEmailEstudiante: z.boolean(),
    telefono2: z.string().nullable(),
    iban: z.string().nullable(),
    numSeguridadSocial: z.string().nullable(),
    nacionalidades: z.array(z.number().int()),
    lugarNacimiento: z
      .object({
        idPais: z.number().int(),
        idProvincia: provinceIdSchema.nullable(),
        idLocalidad: z.number().int().nullable(),
        localidadOtros: z.string().nullable(),
      })
      .nullable(),
    discapacidad: z.boolean(),
  }),
  domicilio: studentAddress.nullable(),
  /** Personal fields the careers office validated: shown locked. */
  validadoDOIP: z.array(personalFieldSchema),
  academicos: z.array(studyItem),
  profesional: z.object({
    carnetConducir: z.boolean(),
    vehiculoPropio: z.boolean(),
    disponibilidadTraslado: z.boolean(),
    idAreasFuncionales: z.array(z.number().int()),
    experiencia: z.array(experienceItem),
  }),
  idiomas: z.array(languageItem),
  estanciasExtranjero: z.array(stayAbroadItem),
  formacionComplementaria: z.array(trainingItem),
  certificados: z.array(certificateItem),
  competencias: z.array(z.number().int()),
  interes: z.object({
    tags: z.array(z.number().int()),
    programasInformaticos: z.array(z.object({ idPrograma: z.number().int(), idNivel: z.number().int() })),
  }),
  sectoresInteres: z.array(z.number().int()),
  documentos: z.array(cvDocument),
  documentosPrivados: z.array(cvDocument),
  documentosProcesos: z.array(processDocument),
  /** The student's own CV file (rule 55), or null. */
  urlCV: z.string().nullable(),
  /** The same file as a document (its id deletes it with delDoc), or null. */
  documentoCV: cvDocument.nullable(),
  /** The photo's address (GET with the token), or null. */
  urlImagenPerfil: z.string().nullable(),
  necesitaPermisoTrabajo: z.boolean(),
  idPeriodoPreferenciaPracticas: z.number().int().nullable(),
  idNivelFormativoSNE: z.number().int().nullable(),
  tieneNumSegSocial: z.boolean(),
  /** The document attached to the "Datos Seguridad Social" form, or null. */
  documentoSeguridadSocial: cvDocument.nullable(),
  configuracion: cvSettings,
});
export type StudentCv = z.infer<typeof studentCv>;
export const studentCvResponse = envelope(studentCv);

/** A write answers the saved record (or section), with a notice code where there is one (537). */
export const cvSavedResponse = <T extends z.ZodType>(datos: T) =>
  envelope(z.object({ aviso: z.number().int().nullable(), registro: datos }));

export const studiesResponse = envelope(z.array(studyItem));
/** dameTitulacionesActuales: the institution's degrees the student is taking now. */
export const currentDegreesResponse = envelope(
  z.array(z.object({ id: z.number().int(), idTitulacion: z.number().int(), codigo: z.string(), titulacion: z.string(), nivel: degreeLevelKey })),
);

/** tieneNumSegSocial: whether the number is on file, and whether internships need it today (from 1 January 2024). */
export const socialSecurityStateResponse = envelope(
  z.object({ tiene: z.boolean(), obligatorio: z.boolean(), politicaAceptada: z.boolean() }),
);

/** What a missing field is and where the student fills it (the CV section's anchor). */
export const missingField = z.object({
  campo: z.string(),
  seccion: z.enum(['datos-personales', 'estudios', 'seguridad-social', 'permiso-trabajo']),
});
export type MissingField = z.infer<typeof missingField>;

/** faltanDatosPersonalesObligatorios: with the brand flag popupDatosObligatorios for the popup. */
export const missingPersonalDataResponse = envelope(
  z.object({ faltan: z.boolean(), campos: z.array(missingField), mostrarPopup: z.boolean() }),
);
/** editPermisoTrabajo: the permit and whether the nationality needs one; aviso 34 when it is needed and missing. */
export const workPermitResponse = envelope(
  z.object({ tienePermisoTrabajo: z.boolean(), necesitaPermisoTrabajo: z.boolean(), aviso: z.number().int().nullable() }),
);
