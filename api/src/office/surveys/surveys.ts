import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  Status,
  Success,
  surveysQueue,
  type Language,
  type OfficeSurvey,
  type OfficeSurveySummary,
} from '@portal/contracts';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { writeQuestions } from '../../surveys/create';
import type { FieldProblem } from '../communications/rules';
import { definedQuestions, fieldProblems, pastLastDay, questionsProblem, type SurveyFields } from './rules';
import { recordVersionColumn } from '../record-version';

/**
 * The careers office's surveys (issue 26): listed with their state and response count, created
 * and edited as drafts, published and closed. Every change is one transaction with its audit row
 * (staff_decisions, queue `encuestas`: who, when, before and after); a change of a version that
 * is no longer the current one is refused (131), and nothing of a refused change is written.
 * A survey's days are the server's: it opens at the start of its first day and closes at the end
 * of its last one.
 */

type Db = Pick<pg.PoolClient, 'query'>;

const columns = `
  s.id, s.title, s.description, s.for_students, s.for_companies, s.allows_anonymous, s.mandatory,
  CASE WHEN s.published_at IS NULL THEN 'borrador' WHEN s.closes_at <= now() THEN 'cerrada'
       WHEN s.opens_at > now() THEN 'programada' ELSE 'abierta' END AS state,
  -- A draft whose first day is not after today opens when it is published.
  CASE WHEN s.published_at IS NOT NULL OR s.opens_at::date > current_date THEN to_char(s.opens_at, 'YYYY-MM-DD') END AS opens_on,
  to_char(s.closes_at - interval '1 microsecond', 'YYYY-MM-DD') AS closes_on,
  (SELECT count(*)::integer FROM survey_responses r WHERE r.survey_id = s.id) AS responses,
  ${recordVersionColumn('s')}`;

interface Row {
  id: number;
  title: string;
  description: string;
  for_students: boolean;
  for_companies: boolean;
  allows_anonymous: boolean;
  mandatory: boolean;
  state: OfficeSurveySummary['estado'];
  opens_on: string | null;
  closes_on: string | null;
  responses: number;
  version: string;
}

const toSummary = (row: Row): OfficeSurveySummary => ({
  id: row.id,
  titulo: row.title,
  estado: row.state,
  contestaciones: row.responses,
  obligatoria: row.mandatory,
  anonima: row.allows_anonymous,
  paraAlumnos: row.for_students,
  paraEmpresa: row.for_companies,
  abre: row.opens_on,
  cierra: row.closes_on,
  version: row.version,
});

/** Every survey: drafts and open ones first, then the newest first. */
export const officeSurveys = async (pool: Pool): Promise<OfficeSurveySummary[]> => {
  const { rows } = await pool.query<Row>(
    `SELECT ${columns} FROM surveys s
      ORDER BY (s.published_at IS NULL OR s.closes_at IS NULL OR s.closes_at > now()) DESC, s.created_at DESC, s.id DESC`,
  );
  return rows.map(toSummary);
};

/** A survey's questions with their keys (their ids) and jumps (the target's key). */
const questionsOf = async (db: Db, surveyId: number): Promise<OfficeSurvey['preguntas']> => {
  const { rows: questions } = await db.query<{ id: number; text: string; kind: 'opcion' | 'texto'; mandatory: boolean }>(
    'SELECT id, text, kind, mandatory FROM survey_questions WHERE survey_id = $1 ORDER BY position',
    [surveyId],
  );
  const { rows: options } = await db.query<{ question_id: number; text: string; target_question_id: number | null }>(
    'SELECT question_id, text, target_question_id FROM survey_options WHERE survey_id = $1 ORDER BY question_id, position',
    [surveyId],
  );
  return questions.map((question) => ({
    clave: String(question.id),
    texto: question.text,
    tipo: question.kind,
    obligatoria: question.mandatory,
    respuestas: options
      .filter((option) => option.question_id === question.id)
      .map((option) => ({ texto: option.text, destino: option.target_question_id === null ? null : String(option.target_question_id) })),
  }));
};

const findOne = async (db: Db, id: number, lock = false): Promise<OfficeSurvey | undefined> => {
  const { rows } = await db.query<Row>(`SELECT ${columns} FROM surveys s WHERE s.id = $1 ${lock ? 'FOR UPDATE OF s' : ''}`, [id]);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...toSummary(row),
    descripcion: row.description,
    editable: row.state === 'borrador' && row.responses === 0,
    preguntas: await questionsOf(db, id),
  };
};

export const officeSurvey = (pool: Pool, id: number) => findOne(pool, id);

export type Change =
  | { ok: true; aviso: number; encuesta: OfficeSurvey }
  | { ok: false; status: number }
  | { ok: false; status: number; problems: FieldProblem[]; mensaje?: string };

const today = async (db: Db): Promise<string> =>
  (await db.query<{ day: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS day`)).rows[0]!.day;

type Action = 'crear' | 'editar' | 'publicar' | 'cerrar';

/** What the audit keeps of a survey: what its audience sees and when, not its bookkeeping. */
const audited = ({ version: _v, contestaciones: _c, editable: _e, ...rest }: OfficeSurvey) => rest;

const audit = (db: Db, staffId: number, id: number, action: Action, before: object, after: object) =>
  db.query(
    `INSERT INTO staff_decisions (staff_user_id, queue, record_id, action, reason, state_before, state_after)
     VALUES ($1, $2, $3, $4, NULL, $5, $6)`,
    [staffId, surveysQueue, id, action, before, after],
  );

/** Field problems first (400/15), then the questions' own (400/203, one message naming them). */
const refusalOf = async (db: Db, fields: SurveyFields, language: Language): Promise<Change | undefined> => {
  const problems = fieldProblems(fields, language, await today(db));
  if (problems.length > 0) return { ok: false, status: Status.missingMandatoryData, problems };
  const questions = questionsProblem(fields, language);
  if (questions) return { ok: false, status: Status.surveyQuestionsRefused, problems: [questions], mensaje: questions.mensaje };
  return undefined;
};

/** The stored settings: the first day at its start (or now), the last one until its end. */
const settings = (fields: SurveyFields) => [
  fields.titulo,
  fields.descripcion,
  fields.paraAlumnos,
  fields.paraEmpresa,
  fields.anonima,
  fields.obligatoria,
  fields.abre,
  fields.cierra,
];
// greatest() passes over a null: no first day, now.
const opensAt = `greatest($7::date::timestamptz, now())`;
const closesAt = `($8::date + 1)::timestamptz`;

/** A link slug nobody will guess or meet twice: a few words of the title and a random tail. */
const accessSlug = (title: string) => {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${words || 'encuesta'}-${randomBytes(4).toString('hex')}`;
};

/** A new draft, checked; nobody sees it until it is published. */
export const createOfficeSurvey = (pool: Pool, staffId: number, fields: SurveyFields, language: Language): Promise<Change> =>
  inTransaction(pool, async (client) => {
    const refusal = await refusalOf(client, fields, language);
    if (refusal) return refusal;
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO surveys (title, description, for_students, for_companies, allows_anonymous, mandatory,
                            opens_at, closes_at, access_slug, allows_users, published_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, ${opensAt}, ${closesAt}, $9, true, NULL, $10) RETURNING id`,
      [...settings(fields), accessSlug(fields.titulo), staffId],
    );
    const id = rows[0]!.id;
    await writeQuestions(client, id, definedQuestions(fields));
    const created = (await findOne(client, id))!;
    await audit(client, staffId, id, 'crear', {}, audited(created));
    return { ok: true, aviso: Success.surveySaved, encuesta: created };
  });

/** The survey as it is now (locked), or why no step can take it: unknown (200), changed since the caller read it (131). */
const current = async (db: Db, id: number, version: string): Promise<{ ok: true; survey: OfficeSurvey } | { ok: false; status: number }> => {
  const survey = await findOne(db, id, true);
  if (!survey) return { ok: false, status: Status.officeSurveyNotFound };
  if (survey.version !== version) return { ok: false, status: Status.recordChanged };
  return { ok: true, survey };
};

const touch = `updated_at = greatest(now(), updated_at + interval '1 microsecond')`;

/** An edit of the draft the caller saw: its settings and its questions, which are written anew. */
export const editOfficeSurvey = (
  pool: Pool,
  staffId: number,
  id: number,
  fields: SurveyFields & { version: string },
  language: Language,
): Promise<Change> =>
  inTransaction(pool, async (client) => {
    const found = await current(client, id, fields.version);
    if (!found.ok) return found;
    // Said first: its questions are what the answers answered, whatever its state.
    if (found.survey.contestaciones > 0) return { ok: false, status: Status.surveyHasAnswers };
    if (found.survey.estado !== 'borrador') return { ok: false, status: Status.surveyNotDraft };
    const refusal = await refusalOf(client, fields, language);
    if (refusal) return refusal;
    await client.query(
      `UPDATE surveys SET title = $1, description = $2, for_students = $3, for_companies = $4, allows_anonymous = $5,
              mandatory = $6, opens_at = ${opensAt}, closes_at = ${closesAt}, ${touch}
        WHERE id = $9`,
      [...settings(fields), id],
    );
    // The jumps point at questions of the same survey: they go first.
    await client.query('DELETE FROM survey_options WHERE survey_id = $1', [id]);
    await client.query('DELETE FROM survey_questions WHERE survey_id = $1', [id]);
    await writeQuestions(client, id, definedQuestions(fields));
    const changed = (await findOne(client, id))!;
    await audit(client, staffId, id, 'editar', audited(found.survey), audited(changed));
    return { ok: true, aviso: Success.surveySaved, encuesta: changed };
  });

/** Publishes the draft the caller saw: from its first day (or now) its audience can answer it. */
export const publishOfficeSurvey = (pool: Pool, staffId: number, id: number, version: string, language: Language): Promise<Change> =>
  inTransaction(pool, async (client) => {
    const found = await current(client, id, version);
    if (!found.ok) return found;
    if (found.survey.estado !== 'borrador') return { ok: false, status: Status.surveyNotDraft };
    if (found.survey.cierra !== null && found.survey.cierra < (await today(client)))
      return { ok: false, status: Status.missingMandatoryData, problems: [pastLastDay(language)] };
    await client.query(
      `UPDATE surveys SET published_at = now(), opens_at = greatest(opens_at, now()), ${touch} WHERE id = $1`,
      [id],
    );
    const published = (await findOne(client, id))!;
    await audit(client, staffId, id, 'publicar', audited(found.survey), audited(published));
    return { ok: true, aviso: Success.surveyPublished, encuesta: published };
  });

/** Closes the published survey the caller saw at once (one still to open, too): nobody may answer it any more. */
export const closeOfficeSurvey = (pool: Pool, staffId: number, id: number, version: string): Promise<Change> =>
  inTransaction(pool, async (client) => {
    const found = await current(client, id, version);
    if (!found.ok) return found;
    if (found.survey.estado !== 'abierta' && found.survey.estado !== 'programada') return { ok: false, status: Status.surveyNotOpen };
    // The closing must come after the opening (the table's check): one still to open opens and closes now.
    await client.query(
      `UPDATE surveys SET opens_at = least(opens_at, now() - interval '1 millisecond'), closes_at = now(), ${touch} WHERE id = $1`,
      [id],
    );
    const closed = (await findOne(client, id))!;
    await audit(client, staffId, id, 'cerrar', audited(found.survey), audited(closed));
    return { ok: true, aviso: Success.surveyClosed, encuesta: closed };
  });
