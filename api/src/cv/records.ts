import {
  CvStatus,
  Status,
  cvDocumentExtensions,
  missingExperienceFields,
  needsWorkPermit,
  type ExperienceInput,
  type ExperienceItem,
  type ItKnowledgeRequest,
  type StudyItem,
  type certificateRequest,
  type languageRequest,
  type stayAbroadRequest,
  type studyEditRequest,
  type studyRequest,
  type trainingRequest,
  type universityStudyRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type pg from 'pg';
import { inTransaction, type Pool } from '../platform/db/pool';
import { studentOwner, type FileStore } from '../platform/storage/file-store';
import { writeWithFiles } from './documents';
import { checkCvFile, type CheckedFile } from './files';
import { readCvSettings, recordColumns, toExperienceItem, type ExperienceRow } from './read';
import { cvReference, unknownIds } from './reference';
import { syncStandingWithCv } from './standing';
import { refusal, type CvOutcome, type FieldFailure } from './validation';

/** Fields whose reference id is not in its list, as refused fields. */
const invalidIds = (checks: Parameters<typeof unknownIds>[0]): FieldFailure[] =>
  unknownIds(checks).map((campo) => ({ campo, regla: 'invalid' }));

const uniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

// ——— Studies ———

/** 537: a finished study elsewhere wants a copy of its title among the private documents. */
const degreeCopyNotice = async (db: pg.PoolClient, userId: number, study: StudyItem) => {
  if (study.deLaUniversidad || !study.finalizado) return null;
  const { rowCount } = await db.query(`SELECT 1 FROM student_documents WHERE user_id = $1 AND kind = 'privado'`, [userId]);
  return rowCount ? null : CvStatus.degreeCopyNeeded;
};

type Saved<T> = CvOutcome<{ aviso: number | null; registro: T }>;

const savedStudy = async (db: pg.PoolClient, userId: number, study: StudyItem): Promise<Saved<StudyItem>> => {
  await syncStandingWithCv(db, userId);
  return { ok: true, value: { aviso: await degreeCopyNotice(db, userId, study), registro: study } };
};

/** A study a self-registered student adds is a declaration the office may verify (study-verification.ts). */
const declaredByStudent = '(SELECT self_registered FROM students WHERE user_id = $1)';

/** addEstudioUniversidad: a degree of the institution's catalogue, once (8 the second time). */
export const addUniversityStudy = (
  pool: Pool,
  userId: number,
  input: z.output<typeof universityStudyRequest>,
): Promise<Saved<StudyItem>> =>
  inTransaction(pool, async (db) => {
    const degree = cvReference().degrees.get(input.idTitulacion);
    if (!degree) return refusal(Status.missingMandatoryData, [{ campo: 'idTitulacion', regla: 'invalid' }]);
    const { rows } = await db.query<StudyItem>(
      `INSERT INTO student_studies (user_id, from_university, degree_id, degree_code, name, level, start_year, end_year, finished, grade, declared)
       VALUES ($1, true, $2, $3, $4, $5, $6, $7, $8, $9, ${declaredByStudent})
       ON CONFLICT (user_id, degree_id) WHERE degree_id IS NOT NULL DO NOTHING
       RETURNING ${recordColumns.study}`,
      [userId, degree.id, degree.codigo, degree.descripcion, degree.nivel, input.anioInicio, input.anioFin, input.finalizado, input.nota],
    );
    if (!rows[0]) return refusal(Status.alreadyExisted);
    return savedStudy(db, userId, rows[0]);
  });

/** addEstudio: a study elsewhere; 537 when it is finished and no private document holds the title yet. */
export const addStudy = (pool: Pool, userId: number, input: z.output<typeof studyRequest>): Promise<Saved<StudyItem>> =>
  inTransaction(pool, async (db) => {
    const { rows } = await db.query<StudyItem>(
      `INSERT INTO student_studies (user_id, from_university, name, level, centre, start_year, end_year, finished, grade, declared)
       VALUES ($1, false, $2, $3, $4, $5, $6, $7, $8, ${declaredByStudent}) RETURNING ${recordColumns.study}`,
      [userId, input.titulacion, input.nivel, input.centro, input.anioInicio, input.anioFin, input.finalizado, input.nota],
    );
    return savedStudy(db, userId, rows[0]!);
  });

/** The caller's study, locked; 3 for anyone else's, a refused field when the careers office validated it. */
const lockOwnStudy = async (db: pg.PoolClient, userId: number, id: number) => {
  const { rows } = await db.query<{ fromUniversity: boolean; validated: boolean }>(
    `SELECT from_university AS "fromUniversity", validated FROM student_studies WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [id, userId],
  );
  return rows[0];
};

/**
 * editEstudio: years, finished and grade of any study; name, level and centre only of a study
 * elsewhere. A declaration the office rejected waits for it again once corrected (rejection cleared).
 */
export const editStudy = (pool: Pool, userId: number, input: z.output<typeof studyEditRequest>): Promise<Saved<StudyItem>> =>
  inTransaction(pool, async (db) => {
    const study = await lockOwnStudy(db, userId, input.id);
    if (!study) return refusal(Status.accessDenied);
    if (study.validated) return refusal(Status.missingMandatoryData, [{ campo: 'id', regla: 'locked' }]);
    const catalogueFields = (['titulacion', 'nivel', 'centro'] as const).filter((field) => input[field] !== undefined);
    if (study.fromUniversity && catalogueFields.length > 0) {
      return refusal(
        Status.missingMandatoryData,
        catalogueFields.map((campo) => ({ campo, regla: 'notEditable' })),
      );
    }
    const { rows } = await db.query<StudyItem>(
      `UPDATE student_studies SET start_year = $3, end_year = $4, finished = $5, grade = $6,
              name = coalesce($7, name), level = coalesce($8, level),
              centre = CASE WHEN $9::boolean THEN $10 ELSE centre END,
              updated_at = now(), rejected_at = NULL, rejection_reason = NULL
        WHERE id = $1 AND user_id = $2 RETURNING ${recordColumns.study}`,
      [
        input.id,
        userId,
        input.anioInicio,
        input.anioFin,
        input.finalizado,
        input.nota,
        input.titulacion ?? null,
        input.nivel ?? null,
        input.centro !== undefined,
        input.centro ?? null,
      ],
    );
    return savedStudy(db, userId, rows[0]!);
  });

/** delEstudio {id}: never the last study (62), never one the careers office validated. */
export const deleteStudy = (pool: Pool, userId: number, id: number): Promise<CvOutcome<true>> =>
  inTransaction(pool, async (db) => {
    // Every study of the student locked: two deletions at once cannot leave none.
    const { rows } = await db.query<{ id: number; validated: boolean }>(
      'SELECT id, validated FROM student_studies WHERE user_id = $1 ORDER BY id FOR UPDATE',
      [userId],
    );
    const study = rows.find((row) => row.id === id);
    if (!study) return refusal(Status.accessDenied);
    if (study.validated) return refusal(Status.missingMandatoryData, [{ campo: 'id', regla: 'locked' }]);
    if (rows.length === 1) return refusal(Status.cannotDeleteAllStudies);
    await db.query('DELETE FROM student_studies WHERE id = $1', [id]);
    await syncStandingWithCv(db, userId);
    return { ok: true, value: true };
  });

/** bajaEstudioUniversidad {id}: the student leaves a degree of the institution; one study must stay current (57). */
export const withdrawUniversityStudy = (pool: Pool, userId: number, id: number): Promise<Saved<StudyItem>> =>
  inTransaction(pool, async (db) => {
    const { rows } = await db.query<{ id: number; fromUniversity: boolean; withdrawn: boolean }>(
      `SELECT id, from_university AS "fromUniversity", withdrawn_at IS NOT NULL AS withdrawn
         FROM student_studies WHERE user_id = $1 ORDER BY id FOR UPDATE`,
      [userId],
    );
    const study = rows.find((row) => row.id === id);
    if (!study || !study.fromUniversity) return refusal(Status.accessDenied);
    if (!rows.some((row) => row.id !== id && !row.withdrawn)) return refusal(Status.atLeastOneStudy);
    const updated = await db.query<StudyItem>(
      `UPDATE student_studies SET withdrawn_at = coalesce(withdrawn_at, now()), updated_at = now() WHERE id = $1 RETURNING ${recordColumns.study}`,
      [id],
    );
    return savedStudy(db, userId, updated.rows[0]!);
  });

/** dameTitulacionesActuales: the institution's degrees the student is taking (not finished, not left). */
export const currentDegrees = async (pool: Pool, userId: number) => {
  const { rows } = await pool.query<{ id: number; idTitulacion: number; codigo: string; titulacion: string; nivel: StudyItem['nivel'] }>(
    `SELECT id, degree_id AS "idTitulacion", degree_code AS codigo, name AS titulacion, level AS nivel
       FROM student_studies WHERE user_id = $1 AND from_university AND NOT finished AND withdrawn_at IS NULL ORDER BY id`,
    [userId],
  );
  return rows;
};

// ——— Records of one table: languages, stays abroad, training, certificates ———

interface RecordTable<Input, Item> {
  table: string;
  columns: string;
  values: (input: Input) => Record<string, unknown>;
  /** Refused fields of the input beyond the schema (ids of the reference data). */
  check: (input: Input) => FieldFailure[];
  /** Whether the enrolment rules read this table (the standing follows it). */
  feedsStanding?: boolean;
  _item?: Item;
}

const recordTable = <Input, Item>(table: RecordTable<Input, Item>) => table;

const writeRecord = async <Input, Item extends pg.QueryResultRow>(
  pool: Pool,
  userId: number,
  table: RecordTable<Input, Item>,
  input: Input,
  id?: number,
): Promise<Saved<Item>> => {
  const failures = table.check(input);
  if (failures.length > 0) return refusal(Status.missingMandatoryData, failures);
  const entries = Object.entries(table.values(input));
  const values = entries.map(([, value]) => value);
  try {
    return await inTransaction(pool, async (db) => {
      const { rows } =
        id === undefined
          ? await db.query<Item>(
              `INSERT INTO ${table.table} (user_id, ${entries.map(([column]) => column).join(', ')})
               VALUES ($1, ${entries.map((_, index) => `$${index + 2}`).join(', ')}) RETURNING ${table.columns}`,
              [userId, ...values],
            )
          : await db.query<Item>(
              `UPDATE ${table.table} SET ${entries.map(([column], index) => `${column} = $${index + 3}`).join(', ')}
                WHERE id = $1 AND user_id = $2 RETURNING ${table.columns}`,
              [id, userId, ...values],
            );
      if (!rows[0]) return refusal(Status.accessDenied);
      if (table.feedsStanding) await syncStandingWithCv(db, userId);
      return { ok: true as const, value: { aviso: null, registro: rows[0] } };
    });
  } catch (error) {
    // The one unique key of these tables: a language twice.
    if (uniqueViolation(error)) return refusal(Status.alreadyExisted);
    throw error;
  }
};

const deleteRecord = (pool: Pool, userId: number, table: RecordTable<never, unknown>, id: number): Promise<CvOutcome<true>> =>
  inTransaction(pool, async (db) => {
    const { rowCount } = await db.query(`DELETE FROM ${table.table} WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (!rowCount) return refusal(Status.accessDenied);
    if (table.feedsStanding) await syncStandingWithCv(db, userId);
    return { ok: true, value: true };
  });

export const cvTables = {
  languages: recordTable<z.output<typeof languageRequest>, { id: number }>({
    table: 'student_languages',
    columns: recordColumns.language,
    values: (input) => ({ language_id: input.idIdioma, level_id: input.idNivel, certificate: input.certificacion }),
    check: (input) =>
      invalidIds({
        idIdioma: { value: input.idIdioma, within: cvReference().languages },
        idNivel: { value: input.idNivel, within: cvReference().languageLevels },
      }),
    feedsStanding: true,
  }),
  stays: recordTable<z.output<typeof stayAbroadRequest>, { id: number }>({
    table: 'student_stays_abroad',
    columns: recordColumns.stay,
    values: (input) => ({
      stay_type_id: input.idTipoEstancia,
      country_id: input.idPais,
      institution: input.institucion,
      city: input.ciudad,
      starts_on: input.fechaInicio,
      ends_on: input.fechaFin,
      description: input.descripcion,
    }),
    check: (input) =>
      invalidIds({
        idTipoEstancia: { value: input.idTipoEstancia, within: cvReference().stayTypes },
        idPais: { value: input.idPais, within: cvReference().countries },
      }),
  }),
  trainings: recordTable<z.output<typeof trainingRequest>, { id: number }>({
    table: 'student_trainings',
    columns: recordColumns.training,
    values: (input) => ({
      training_type_id: input.idTipoFormacion,
      title: input.titulo,
      centre: input.centro,
      hours: input.horas,
      finished_on: input.fechaFin,
    }),
    check: (input) => invalidIds({ idTipoFormacion: { value: input.idTipoFormacion, within: cvReference().trainingTypes } }),
  }),
  certificates: recordTable<z.output<typeof certificateRequest>, { id: number }>({
    table: 'student_certificates',
    columns: recordColumns.certificate,
    values: (input) => ({
      name: input.nombre,
      issuer: input.entidad,
      issued_on: input.fecha,
      url: input.enlace,
    }),
    check: () => [],
  }),
};
export type CvTableName = keyof typeof cvTables;

export const addRecord = <Name extends CvTableName>(pool: Pool, userId: number, name: Name, input: Parameters<(typeof cvTables)[Name]['values']>[0]) =>
  writeRecord(pool, userId, cvTables[name] as RecordTable<typeof input, { id: number }>, input);
export const editRecord = <Name extends CvTableName>(
  pool: Pool,
  userId: number,
  name: Name,
  { id, ...input }: Parameters<(typeof cvTables)[Name]['values']>[0] & { id: number },
) => writeRecord(pool, userId, cvTables[name] as unknown as RecordTable<typeof input, { id: number }>, input, id);
export const removeRecord = (pool: Pool, userId: number, name: CvTableName, id: number) =>
  deleteRecord(pool, userId, cvTables[name] as RecordTable<never, unknown>, id);

// ——— Professional experience ———

/** Rules beyond the schema: the fields the institution requires, ids of the reference data, the subtype of the type. */
const experienceFailures = async (db: pg.PoolClient, input: Omit<ExperienceInput, 'adjunto'>): Promise<FieldFailure[]> => {
  const reference = cvReference();
  const { camposExperienciaObligatorios } = await readCvSettings(db);
  const failures: FieldFailure[] = [
    ...missingExperienceFields(input, camposExperienciaObligatorios).map((campo): FieldFailure => ({ campo, regla: 'required' })),
    ...invalidIds({
      idSector: { value: input.idSector, within: reference.sectors },
      idPais: { value: input.idPais, within: reference.countries },
      idTipoContrato: { value: input.idTipoContrato, within: reference.contractTypes },
    }),
  ];
  if (input.idSubtipoContrato !== null) {
    const type = reference.contractSubtypes.get(input.idSubtipoContrato);
    if (type === undefined) failures.push({ campo: 'idSubtipoContrato', regla: 'invalid' });
    else if (type !== input.idTipoContrato) failures.push({ campo: 'idSubtipoContrato', regla: 'subtypeOfType' });
  }
  return failures;
};

const experienceValues = (input: Omit<ExperienceInput, 'adjunto'>) => [
  input.puesto,
  input.empresa,
  input.descripcion,
  input.idSector,
  input.idPais,
  input.idProvincia,
  input.fechaInicio,
  input.fechaFin,
  input.duracionMeses,
  input.idTipoContrato,
  input.idSubtipoContrato,
];

type Attachment = { file: CheckedFile; name: string } | null | undefined;

/**
 * addExperiencia / editExperiencia: the experience and its attachment (any CV document type, 2 MB)
 * in one transaction; `adjunto` undefined keeps the attachment, null removes it (413 when the new
 * one would pass the student's quota).
 */
export const saveExperience = async (
  pool: Pool,
  files: FileStore,
  userId: number,
  input: Omit<ExperienceInput, 'adjunto'> & { adjunto?: ExperienceInput['adjunto'] },
  id?: number,
): Promise<Saved<ExperienceItem>> => {
  let attachment: Attachment = input.adjunto === undefined ? undefined : null;
  if (input.adjunto) {
    const checked = await checkCvFile(input.adjunto.ficheroB64ParaAltas, input.adjunto.extension_adjunto, cvDocumentExtensions, 'adjunto.ficheroB64ParaAltas');
    if (!checked.ok) return checked;
    attachment = { file: checked.file, name: input.adjunto.nombre };
  }
  return writeWithFiles(pool, async (db) => {
    const failures = await experienceFailures(db, input);
    if (failures.length > 0) return refusal(Status.missingMandatoryData, failures);
    // The student first, as every upload of theirs: their files' writes take turns in one order.
    await db.query('SELECT 1 FROM students WHERE user_id = $1 FOR UPDATE', [userId]);
    const previous =
      id === undefined
        ? undefined
        : (
            await db.query<{ stored: string | null }>(
              'SELECT attachment_stored_name AS stored FROM student_experiences WHERE id = $1 AND user_id = $2 FOR UPDATE',
              [id, userId],
            )
          ).rows[0];
    if (id !== undefined && !previous) return refusal(Status.accessDenied);
    const keepsAttachment = attachment === undefined;
    if (!keepsAttachment) await files.delete(db, [previous?.stored]);
    const storedName = attachment ? await files.put(db, { ...attachment.file, owner: studentOwner(userId) }) : null;
    const attachmentValues = [storedName, attachment?.name ?? null, attachment?.file.extension ?? null];
    const { rows } =
      id === undefined
        ? await db.query<ExperienceRow>(
            `INSERT INTO student_experiences (user_id, position, company, description, sector_id, country_id, province_id,
                    starts_on, ends_on, duration_months, contract_type_id, contract_subtype_id,
                    attachment_stored_name, attachment_name, attachment_extension)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING ${recordColumns.experience}`,
            [userId, ...experienceValues(input), ...attachmentValues],
          )
        : await db.query<ExperienceRow>(
            `UPDATE student_experiences SET position = $3, company = $4, description = $5, sector_id = $6, country_id = $7,
                    province_id = $8, starts_on = $9, ends_on = $10, duration_months = $11, contract_type_id = $12,
                    contract_subtype_id = $13,
                    attachment_stored_name = CASE WHEN $17 THEN attachment_stored_name ELSE $14 END,
                    attachment_name = CASE WHEN $17 THEN attachment_name ELSE $15 END,
                    attachment_extension = CASE WHEN $17 THEN attachment_extension ELSE $16 END
              WHERE id = $1 AND user_id = $2 RETURNING ${recordColumns.experience}`,
            [id, userId, ...experienceValues(input), ...attachmentValues, keepsAttachment],
          );
    return { ok: true as const, value: { aviso: null, registro: toExperienceItem(rows[0]!) } };
  });
};

/** delExperiencia {id}: one of the caller's experiences, with its attachment. */
export const deleteExperience = async (pool: Pool, files: FileStore, userId: number, id: number): Promise<CvOutcome<true>> => {
  const deleted = await inTransaction(pool, async (db) => {
    const { rows } = await db.query<{ stored: string | null }>(
      'DELETE FROM student_experiences WHERE id = $1 AND user_id = $2 RETURNING attachment_stored_name AS stored',
      [id, userId],
    );
    if (!rows[0]) return false;
    await files.delete(db, [rows[0].stored]);
    return true;
  });
  return deleted ? { ok: true, value: true } : refusal(Status.accessDenied);
};

// ——— Lists and single fields of the CV row ———

const distinct = (ids: readonly number[]) => [...new Set(ids)];

/** Changes columns of the student's CV row (one statement), refusing ids outside their lists first. */
const updateCvRow = async (
  pool: Pool,
  userId: number,
  columns: Record<string, unknown>,
  checks: Parameters<typeof unknownIds>[0] = {},
  feedsStanding = false,
): Promise<CvOutcome<{ aviso: number }>> => {
  const failures = invalidIds(checks);
  if (failures.length > 0) return refusal(Status.missingMandatoryData, failures);
  const entries = Object.entries(columns);
  return inTransaction(pool, async (db) => {
    const { rowCount } = await db.query(
      `UPDATE student_cvs SET ${entries.map(([column], index) => `${column} = $${index + 2}`).join(', ')}, updated_at = now()
        WHERE user_id = $1`,
      [userId, ...entries.map(([, value]) => value)],
    );
    if (!rowCount) return refusal(Status.sessionLost);
    if (feedsStanding) await syncStandingWithCv(db, userId);
    return { ok: true, value: { aviso: CvStatus.updated } };
  });
};

export const cvFields = {
  competences: (pool: Pool, userId: number, ids: number[]) =>
    updateCvRow(pool, userId, { competence_ids: distinct(ids) }, { competencias: { value: ids, within: cvReference().competences } }),
  interests: (pool: Pool, userId: number, ids: number[]) =>
    updateCvRow(pool, userId, { interest_tag_ids: distinct(ids) }, { tags: { value: ids, within: cvReference().interestTags } }),
  sectors: (pool: Pool, userId: number, ids: number[]) =>
    updateCvRow(pool, userId, { sector_ids: distinct(ids) }, { sectores: { value: ids, within: cvReference().sectors } }),
  professional: (
    pool: Pool,
    userId: number,
    profile: { carnetConducir: boolean; vehiculoPropio: boolean; disponibilidadTraslado: boolean; idAreasFuncionales: number[] },
  ) =>
    updateCvRow(
      pool,
      userId,
      {
        driving_licence: profile.carnetConducir,
        own_car: profile.vehiculoPropio,
        available_to_relocate: profile.disponibilidadTraslado,
        functional_area_ids: distinct(profile.idAreasFuncionales),
      },
      { idAreasFuncionales: { value: profile.idAreasFuncionales, within: cvReference().functionalAreas } },
      true,
    ),
  portfolio: (pool: Pool, userId: number, url: string | null) => updateCvRow(pool, userId, { portfolio_url: url }),
  presentation: (pool: Pool, userId: number, text: string) => updateCvRow(pool, userId, { presentation: text || null }),
  internshipPeriod: (pool: Pool, userId: number, id: number | null) => updateCvRow(pool, userId, { internship_period_id: id }),
  internshipSearch: (pool: Pool, userId: number, active: boolean) => updateCvRow(pool, userId, { internship_search_active: active }),
  jobSearch: (pool: Pool, userId: number, active: boolean) => updateCvRow(pool, userId, { job_search_active: active }),
  sneLevel: (pool: Pool, userId: number, id: number | null) => updateCvRow(pool, userId, { sne_level_id: id }),
};

/** editConocimientosInformaticos: the list replaced in one transaction. */
export const saveItKnowledge = async (pool: Pool, userId: number, input: ItKnowledgeRequest): Promise<CvOutcome<{ aviso: number }>> => {
  const reference = cvReference();
  const failures = input.conocimientos.flatMap((item, index): FieldFailure[] =>
    invalidIds({
      [`conocimientos.${index}.idPrograma`]: { value: item.idPrograma, within: reference.itProgrammes },
      [`conocimientos.${index}.idNivel`]: { value: item.idNivel, within: reference.itLevels },
    }),
  );
  if (failures.length > 0) return refusal(Status.missingMandatoryData, failures);
  const latest = new Map(input.conocimientos.map((item) => [item.idPrograma, item.idNivel]));
  return inTransaction(pool, async (db) => {
    // Two saves at once take turns (the second would otherwise insert over the first's rows: 500).
    await db.query('SELECT 1 FROM students WHERE user_id = $1 FOR UPDATE', [userId]);
    await db.query('DELETE FROM student_it_skills WHERE user_id = $1', [userId]);
    await db.query(
      `INSERT INTO student_it_skills (user_id, programme_id, level_id)
       SELECT $1, programme, level FROM unnest($2::integer[], $3::integer[]) AS skill(programme, level)`,
      [userId, [...latest.keys()], [...latest.values()]],
    );
    return { ok: true, value: { aviso: CvStatus.updated } };
  });
};

/** editPermisoTrabajo: saved as said; 34 as a notice when the nationality needs a permit and there is none. */
export const saveWorkPermit = async (pool: Pool, userId: number, permit: boolean) => {
  const { rows } = await pool.query<{ nationalities: number[] }>(
    `UPDATE student_cvs cv SET has_work_permit = $2, updated_at = now() FROM students s
      WHERE cv.user_id = $1 AND s.user_id = cv.user_id RETURNING s.nationality_ids AS nationalities`,
    [userId, permit],
  );
  const needs = rows[0] ? needsWorkPermit(rows[0].nationalities) : false;
  return {
    tienePermisoTrabajo: permit,
    necesitaPermisoTrabajo: needs,
    aviso: needs && !permit ? Status.workPermitNeeded : null,
  };
};
