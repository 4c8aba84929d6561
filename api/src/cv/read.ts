import {
  cvSettings,
  defaultCvSettings,
  needsWorkPermit,
  type CvDocument,
  type CvSettings,
  type ExperienceItem,
  type PersonalField,
  type StudentCv,
} from '@portal/contracts';
import type pg from 'pg';
import type { Pool } from '../platform/db/pool';
import { readStudentAddress } from './address';
import { studyVerificationSql } from './study-verification';

/** Where the files of the CV download from (GET with the student's token). */
export const cvFilePaths = {
  document: (id: number) => `/api/Alumno/documentoCv/${id}`,
  attachment: (id: number) => `/api/Alumno/adjuntoExperiencia/${id}`,
  // The stored name changes with every new photo: the address changes with it, caches never serve an old one.
  photo: (storedName: string) => `/api/Alumno/imagenPerfil?v=${storedName.slice(0, 8)}`,
};

/** The institution's CV configuration, or the default when it has none. */
export const readCvSettings = async (db: Pool | pg.PoolClient): Promise<CvSettings> => {
  const { rows } = await db.query<{ settings: unknown }>('SELECT settings FROM cv_settings WHERE id = 1');
  return rows[0] ? cvSettings.parse(rows[0].settings) : defaultCvSettings;
};

interface PersonRow {
  nombre: string;
  apellidos: string;
  dni: string | null;
  email: string;
  telefono: string | null;
  fechaNacimiento: string | null;
  idTipoDocumento: number;
  genero: StudentCv['personales']['genero'];
  emailPersonal: string | null;
  emailEstudiante: string | null;
  comunicacionesEnEmailEstudiante: boolean;
  telefono2: string | null;
  iban: string | null;
  numSeguridadSocial: string | null;
  nacionalidades: number[];
  birthCountry: number | null;
  birthProvince: string | null;
  birthMunicipality: number | null;
  birthText: string | null;
  discapacidad: boolean;
  validadoDOIP: PersonalField[];
  presentacion: string | null;
  enlacePortfolio: string | null;
  busquedaPracticasActiva: boolean | null;
  busquedaTrabajoActiva: boolean | null;
  tienePermisoTrabajo: boolean | null;
  idPeriodoPreferenciaPracticas: number | null;
  idNivelFormativoSNE: number | null;
  competencias: number[] | null;
  tags: number[] | null;
  sectores: number[] | null;
  areas: number[] | null;
  carnetConducir: boolean | null;
  vehiculoPropio: boolean | null;
  disponibilidadTraslado: boolean | null;
  photo: string | null;
}

const personQuery = `
  SELECT s.first_name AS nombre, s.last_names AS apellidos, s.national_id AS dni, u.email, s.phone AS telefono,
         to_char(s.birth_date, 'YYYY-MM-DD') AS "fechaNacimiento", s.id_document_type AS "idTipoDocumento",
         s.gender AS genero, s.personal_email AS "emailPersonal", s.student_email AS "emailEstudiante",
         s.communications_to_student_email AS "comunicacionesEnEmailEstudiante", s.phone2 AS telefono2, s.iban,
         s.social_security_number AS "numSeguridadSocial", s.nationality_ids AS nacionalidades,
         s.birth_country_id AS "birthCountry", s.birth_province_id AS "birthProvince",
         s.birth_municipality_id AS "birthMunicipality", s.birth_place_text AS "birthText",
         s.disability_over_33 AS discapacidad, s.validated_fields AS "validadoDOIP",
         cv.presentation AS presentacion, cv.portfolio_url AS "enlacePortfolio",
         cv.internship_search_active AS "busquedaPracticasActiva", cv.job_search_active AS "busquedaTrabajoActiva",
         cv.has_work_permit AS "tienePermisoTrabajo", cv.internship_period_id AS "idPeriodoPreferenciaPracticas",
         cv.sne_level_id AS "idNivelFormativoSNE", cv.competence_ids AS competencias, cv.interest_tag_ids AS tags,
         cv.sector_ids AS sectores, cv.functional_area_ids AS areas, cv.driving_licence AS "carnetConducir",
         cv.own_car AS "vehiculoPropio", cv.available_to_relocate AS "disponibilidadTraslado",
         cv.photo_stored_name AS photo
    FROM students s JOIN users u ON u.id = s.user_id
    LEFT JOIN student_cvs cv ON cv.user_id = s.user_id
   WHERE s.user_id = $1`;

const dateText = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD') AS "${alias}"`;

/** The columns of each CV record as the contract names them: the CV reads them, the writes answer them. */
export const recordColumns = {
  study: `id, from_university AS "deLaUniversidad", degree_id AS "idTitulacion", degree_code AS codigo,
    name AS titulacion, level AS nivel, centre AS centro, start_year AS "anioInicio", end_year AS "anioFin",
    finished AS finalizado, grade::float8 AS nota, validated AS "validadoDOIP", withdrawn_at IS NOT NULL AS "deBaja",
    ${studyVerificationSql('student_studies')} AS verificacion, rejection_reason AS "motivoRechazo"`,
  language: `id, language_id AS "idIdioma", level_id AS "idNivel", certificate AS certificacion`,
  experience: `id, position AS puesto, company AS empresa, description AS descripcion, sector_id AS "idSector",
    country_id AS "idPais", province_id AS "idProvincia", ${dateText('starts_on', 'fechaInicio')},
    ${dateText('ends_on', 'fechaFin')}, duration_months AS "duracionMeses",
    contract_type_id AS "idTipoContrato", contract_subtype_id AS "idSubtipoContrato",
    attachment_name AS "attachmentName", attachment_extension AS "attachmentExtension"`,
  stay: `id, stay_type_id AS "idTipoEstancia", country_id AS "idPais", institution AS institucion, city AS ciudad,
    ${dateText('starts_on', 'fechaInicio')}, ${dateText('ends_on', 'fechaFin')}, description AS descripcion`,
  training: `id, training_type_id AS "idTipoFormacion", title AS titulo, centre AS centro, hours AS horas,
    ${dateText('finished_on', 'fechaFin')}`,
  certificate: `id, name AS nombre, issuer AS entidad, ${dateText('issued_on', 'fecha')}, url AS enlace`,
};

export type ExperienceRow = Omit<ExperienceItem, 'adjunto'> & {
  attachmentName: string | null;
  attachmentExtension: string | null;
};

export const toExperienceItem = ({ attachmentName, attachmentExtension, ...experience }: ExperienceRow): ExperienceItem => ({
  ...experience,
  adjunto:
    attachmentExtension === null
      ? null
      : { nombre: attachmentName ?? '', extension: attachmentExtension, enlace: cvFilePaths.attachment(experience.id) },
});

interface DocumentRow {
  id: number;
  kind: string;
  nombre: string;
  url: string | null;
  extension: string | null;
  fecha: Date;
  clave: string | null;
}

const toDocument = (row: DocumentRow): CvDocument => ({
  id: row.id,
  nombre: row.nombre,
  enlace: row.url ?? cvFilePaths.document(row.id),
  esFichero: row.url === null,
  extension: row.extension,
  fecha: row.fecha.toISOString(),
});

/** The whole CV of a student (dameCvUsuario), or undefined when the student no longer exists. */
export const readStudentCv = async (pool: Pool, userId: number): Promise<StudentCv | undefined> => {
  const { rows } = await pool.query<PersonRow>(personQuery, [userId]);
  const person = rows[0];
  if (!person) return undefined;
  const list = async <T extends pg.QueryResultRow>(sql: string) => (await pool.query<T>(sql, [userId])).rows;
  const [studies, languages, experiences, stays, trainings, certificates, skills, documents, domicilio, configuracion] =
    await Promise.all([
      list<StudentCv['academicos'][number]>(
        `SELECT ${recordColumns.study} FROM student_studies WHERE user_id = $1
          ORDER BY from_university DESC, start_year DESC NULLS LAST, id`,
      ),
      list<StudentCv['idiomas'][number]>(
        `SELECT ${recordColumns.language} FROM student_languages WHERE user_id = $1 ORDER BY id`,
      ),
      list<ExperienceRow>(
        `SELECT ${recordColumns.experience} FROM student_experiences WHERE user_id = $1 ORDER BY starts_on DESC, id DESC`,
      ),
      list<StudentCv['estanciasExtranjero'][number]>(
        `SELECT ${recordColumns.stay} FROM student_stays_abroad WHERE user_id = $1 ORDER BY starts_on DESC, id DESC`,
      ),
      list<StudentCv['formacionComplementaria'][number]>(
        `SELECT ${recordColumns.training} FROM student_trainings WHERE user_id = $1 ORDER BY finished_on DESC NULLS FIRST, id DESC`,
      ),
      list<StudentCv['certificados'][number]>(
        `SELECT ${recordColumns.certificate} FROM student_certificates WHERE user_id = $1 ORDER BY issued_on DESC NULLS FIRST, id DESC`,
      ),
      list<{ idPrograma: number; idNivel: number }>(
        `SELECT programme_id AS "idPrograma", level_id AS "idNivel" FROM student_it_skills WHERE user_id = $1 ORDER BY programme_id`,
      ),
      list<DocumentRow>(
        `SELECT id, kind, name AS nombre, url, extension, uploaded_at AS fecha, process_document_key AS clave
           FROM student_documents WHERE user_id = $1 ORDER BY uploaded_at, id`,
      ),
      readStudentAddress(pool, userId),
      readCvSettings(pool),
    ]);
  const ofKind = (kind: string) => documents.filter((document) => document.kind === kind);
  const ownCv = ofKind('cv')[0];
  const socialSecurityDocument = ofKind('seguridadSocial')[0];
  return {
    personales: {
      nombre: person.nombre,
      apellidos: person.apellidos,
      dni: person.dni,
      email: person.email,
      telefono: person.telefono,
      fechaNacimiento: person.fechaNacimiento,
      idTipoDocumento: person.idTipoDocumento,
      genero: person.genero,
      emailPersonal: person.emailPersonal,
      emailEstudiante: person.emailEstudiante,
      comunicacionesEnEmailEstudiante: person.comunicacionesEnEmailEstudiante,
      telefono2: person.telefono2,
      iban: person.iban,
      numSeguridadSocial: person.numSeguridadSocial,
      nacionalidades: person.nacionalidades,
      lugarNacimiento:
        person.birthCountry === null
          ? null
          : {
              idPais: person.birthCountry,
              idProvincia: person.birthProvince,
              idLocalidad: person.birthMunicipality,
              localidadOtros: person.birthText,
            },
      discapacidad: person.discapacidad,
    },
    presentacion: person.presentacion,
    enlacePortfolio: person.enlacePortfolio,
    // A student who has not filled the CV yet has every switch off.
    busquedaPracticasActiva: person.busquedaPracticasActiva ?? false,
    busquedaTrabajoActiva: person.busquedaTrabajoActiva ?? false,
    tienePermisoTrabajo: person.tienePermisoTrabajo ?? false,
    domicilio,
    validadoDOIP: person.validadoDOIP,
    academicos: studies,
    profesional: {
      carnetConducir: person.carnetConducir ?? false,
      vehiculoPropio: person.vehiculoPropio ?? false,
      disponibilidadTraslado: person.disponibilidadTraslado ?? false,
      idAreasFuncionales: person.areas ?? [],
      experiencia: experiences.map(toExperienceItem),
    },
    idiomas: languages,
    estanciasExtranjero: stays,
    formacionComplementaria: trainings,
    certificados: certificates,
    competencias: person.competencias ?? [],
    interes: { tags: person.tags ?? [], programasInformaticos: skills },
    sectoresInteres: person.sectores ?? [],
    documentos: ofKind('publico').map(toDocument),
    documentosPrivados: ofKind('privado').map(toDocument),
    documentosProcesos: ofKind('proceso').map((row) => ({
      ...toDocument(row),
      idDocumentoNecesarioOfertaNoTipado: row.clave ?? '',
    })),
    urlCV: ownCv ? toDocument(ownCv).enlace : null,
    documentoCV: ownCv ? toDocument(ownCv) : null,
    urlImagenPerfil: person.photo ? cvFilePaths.photo(person.photo) : null,
    necesitaPermisoTrabajo: needsWorkPermit(person.nacionalidades),
    idPeriodoPreferenciaPracticas: person.idPeriodoPreferenciaPracticas,
    idNivelFormativoSNE: person.idNivelFormativoSNE,
    tieneNumSegSocial: person.numSeguridadSocial !== null,
    documentoSeguridadSocial: socialSecurityDocument ? toDocument(socialSecurityDocument) : null,
    configuracion,
  };
};
