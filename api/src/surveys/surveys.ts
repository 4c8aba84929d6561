import type pg from 'pg';
import {
  Status,
  choiceOf,
  pathThrough,
  type Respondent,
  type Survey,
  type SurveyAccess,
  type SurveyAnswer,
  type SurveyQuestion,
  type SurveyResults,
  type SurveySummary,
  type UserType,
} from '@portal/contracts';
import { inTransaction, type Pool } from '../platform/db/pool';
import type { SurveyCaller } from './caller';

type Queryable = Pool | pg.PoolClient;

/** The refusals of the survey flow (spec 000 §8, 35–40) and 15 for an answer off the caller's path. */
export type SurveyRefusal =
  | typeof Status.surveyNotAccessible
  | typeof Status.surveyNotForExistingUsers
  | typeof Status.surveyNoAnonymous
  | typeof Status.surveyNotTarget
  | typeof Status.surveyAlreadyAnswered
  | typeof Status.surveyQuestionsMissing
  | typeof Status.missingMandatoryData;

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: SurveyRefusal };
const refuse = <T>(status: SurveyRefusal): Outcome<T> => ({ ok: false, status });
const accept = <T>(value: T): Outcome<T> => ({ ok: true, value });

interface SurveyRow {
  id: number;
  title: string;
  description: string;
  forStudents: boolean;
  forCompanies: boolean;
  allowsAnonymous: boolean;
  allowsUsers: boolean;
  gdprText: string | null;
  aboutInternship: boolean;
  open: boolean;
}

/** A survey can be answered once published (a draft of the office's is not), from its first moment to its closing (s = surveys). */
const isOpen = 's.published_at IS NOT NULL AND s.opens_at <= now() AND (s.closes_at IS NULL OR s.closes_at > now())';

/**
 * A survey about the respondent's internship reaches only students who have one (s = surveys,
 * the user's id in the given parameter).
 */
const internshipAudience = (userParam: string) =>
  `(NOT s.about_internship OR EXISTS (SELECT 1 FROM student_internships i WHERE i.student_id = ${userParam}))`;

/** The caller's latest internship, the one a survey about "your internship" asks about (idPractica). */
const latestInternshipId = async (db: Queryable, userId: number | null): Promise<number | null> => {
  if (userId === null) return null;
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM student_internships WHERE student_id = $1 ORDER BY starts_on DESC, id DESC LIMIT 1',
    [userId],
  );
  return rows[0]?.id ?? null;
};

/** The survey's settings and, for a user, whether it is addressed to them and already answered. */
const findSurvey = async (db: Queryable, id: number, userId: number | null) => {
  const { rows } = await db.query<SurveyRow & { inAudience: boolean; answered: boolean }>(
    `SELECT s.id, s.title, s.description, s.for_students AS "forStudents", s.for_companies AS "forCompanies",
            s.allows_anonymous AS "allowsAnonymous", s.allows_users AS "allowsUsers", s.gdpr_text AS "gdprText",
            s.about_internship AS "aboutInternship",
            (${isOpen}) AS open,
            ((NOT EXISTS (SELECT 1 FROM survey_audience a WHERE a.survey_id = s.id)
              OR EXISTS (SELECT 1 FROM survey_audience a WHERE a.survey_id = s.id AND a.user_id = $2))
             AND ($2::integer IS NULL OR ${internshipAudience('$2')})) AS "inAudience",
            EXISTS (SELECT 1 FROM survey_respondents r WHERE r.survey_id = s.id AND r.user_id = $2) AS answered
       FROM surveys s WHERE s.id = $1`,
    [id, userId],
  );
  return rows[0];
};

type FoundSurvey = NonNullable<Awaited<ReturnType<typeof findSurvey>>>;

const isForType = (survey: SurveyRow, type: UserType) =>
  type === 'Alumno' ? survey.forStudents : survey.forCompanies;

/**
 * Whether the caller may answer: 35 unknown or closed; anonymous callers 37 unless the survey
 * allows it; users 36 when the survey is not for portal users, 38 when not addressed to them
 * (their type or the survey's audience), 39 when they already answered.
 */
const refusalFor = (survey: FoundSurvey | undefined, caller: SurveyCaller): SurveyRefusal | undefined => {
  if (!survey?.open) return Status.surveyNotAccessible;
  if (caller.kind === 'anonymous') return survey.allowsAnonymous ? undefined : Status.surveyNoAnonymous;
  if (!survey.allowsUsers) return Status.surveyNotForExistingUsers;
  if (!isForType(survey, caller.type) || !survey.inAudience) return Status.surveyNotTarget;
  if (survey.answered) return Status.surveyAlreadyAnswered;
  return undefined;
};

const userIdOf = (caller: SurveyCaller) => (caller.kind === 'user' ? caller.id : null);
const respondentOf = (caller: SurveyCaller): Respondent => (caller.kind === 'user' ? caller.type : 'Anonimo');

/** The surveys of a user's lists: open, for their type and portal users, addressed to them. */
export const listSurveys = async (pool: Pool, userId: number, type: UserType): Promise<SurveySummary[]> => {
  const { rows } = await pool.query<Omit<SurveySummary, 'fechaFin'> & { fechaFin: Date | null }>(
    `SELECT s.id AS "idEncuesta", s.title AS titulo, s.access_slug AS "urlAcceso", s.mandatory AS obligatoria,
            EXISTS (SELECT 1 FROM survey_respondents r WHERE r.survey_id = s.id AND r.user_id = $1) AS contestada,
            s.closes_at AS "fechaFin"
       FROM surveys s
      WHERE s.allows_users AND ${type === 'Alumno' ? 's.for_students' : 's.for_companies'}
        AND ${isOpen}
        AND (NOT EXISTS (SELECT 1 FROM survey_audience a WHERE a.survey_id = s.id)
             OR EXISTS (SELECT 1 FROM survey_audience a WHERE a.survey_id = s.id AND a.user_id = $1))
        AND ${internshipAudience('$1')}
      ORDER BY s.mandatory DESC, s.closes_at ASC NULLS LAST, s.id`,
    [userId],
  );
  return rows.map((row) => ({ ...row, fechaFin: row.fechaFin?.toISOString() ?? null }));
};

/**
 * accesoEncuesta: what the access page needs. Only 35 stops a visitor here (they may still log
 * in or go anonymous); a logged caller also gets the user checks (36, 38, 39).
 */
export const surveyAccess = async (
  pool: Pool,
  id: number,
  caller: SurveyCaller,
): Promise<Outcome<SurveyAccess>> => {
  const survey = await findSurvey(pool, id, userIdOf(caller));
  if (!survey?.open) return refuse(Status.surveyNotAccessible);
  if (caller.kind === 'user') {
    const refusal = refusalFor(survey, caller);
    if (refusal !== undefined) return refuse(refusal);
  }
  return accept({
    idEncuesta: survey.id,
    titulo: survey.title,
    descripcion: survey.description,
    permiteAnonimo: survey.allowsAnonymous,
    permiteUsuarios: survey.allowsUsers,
    paraAlumnos: survey.forStudents,
    paraEmpresa: survey.forCompanies,
  });
};

/** Checks before logging in inside a survey: 35 closed or unknown, 36 not for portal users. */
export const surveyLoginRefusal = async (pool: Pool, id: number): Promise<SurveyRefusal | undefined> => {
  const survey = await findSurvey(pool, id, null);
  if (!survey?.open) return Status.surveyNotAccessible;
  if (!survey.allowsUsers) return Status.surveyNotForExistingUsers;
  return undefined;
};

/** The caller's refusal, if any (used after a login inside the survey, and by logaAnonimo). */
export const callerRefusal = async (pool: Pool, id: number, caller: SurveyCaller) =>
  refusalFor(await findSurvey(pool, id, userIdOf(caller)), caller);

const loadQuestions = async (db: Queryable, surveyId: number, internshipId: number | null = null): Promise<SurveyQuestion[]> => {
  const questions = await db.query<Omit<SurveyQuestion, 'respuestas' | 'sacaOpcionAnonima' | 'idPractica'>>(
    `SELECT id AS "idPregunta", text AS texto, kind AS tipo, mandatory AS "respuestaObligatoria",
            for_students AS "paraAlumnos", for_companies AS "paraEmpresa"
       FROM survey_questions WHERE survey_id = $1 ORDER BY position`,
    [surveyId],
  );
  const options = await db.query<{
    questionId: number;
    idRespuesta: number;
    texto: string;
    idPreguntaDestino: number | null;
  }>(
    `SELECT question_id AS "questionId", id AS "idRespuesta", text AS texto, target_question_id AS "idPreguntaDestino"
       FROM survey_options WHERE survey_id = $1 ORDER BY question_id, position`,
    [surveyId],
  );
  return questions.rows.map((question) => ({
    ...question,
    sacaOpcionAnonima: false,
    idPractica: internshipId,
    respuestas: options.rows
      .filter((option) => option.questionId === question.idPregunta)
      .map(({ idRespuesta, texto, idPreguntaDestino }) => ({ idRespuesta, texto, idPreguntaDestino })),
  }));
};

/** GET /api/Encuestas/{id}: the survey for a caller allowed to answer it. */
export const surveyFor = async (pool: Pool, id: number, caller: SurveyCaller): Promise<Outcome<Survey>> => {
  const survey = await findSurvey(pool, id, userIdOf(caller));
  const refusal = refusalFor(survey, caller);
  if (refusal !== undefined || !survey) return refuse(refusal ?? Status.surveyNotAccessible);
  return accept({
    idEncuesta: survey.id,
    titulo: survey.title,
    descripcion: survey.description,
    anonima: caller.kind === 'anonymous',
    textoRGPD: survey.gdprText,
    preguntas: await loadQuestions(
      pool,
      id,
      survey.aboutInternship ? await latestInternshipId(pool, userIdOf(caller)) : null,
    ),
  });
};

/**
 * Checks the answers against the caller's path through the survey (jumps followed, questions not
 * for their type passed over): every answer belongs to a question on it and fits that question,
 * every mandatory question on it is answered.
 */
const checkAnswers = (
  questions: SurveyQuestion[],
  answers: SurveyAnswer[],
  respondent: Respondent,
): SurveyRefusal | undefined => {
  const byQuestion = new Map(answers.map((answer) => [answer.idPregunta, answer]));
  if (byQuestion.size !== answers.length) return Status.missingMandatoryData;
  const path = new Map(
    pathThrough(questions, byQuestion, respondent).map((question) => [question.idPregunta, question]),
  );
  for (const answer of answers) {
    const question = path.get(answer.idPregunta);
    if (!question) return Status.missingMandatoryData;
    const choice = choiceOf(answer);
    const fits =
      choice === undefined
        ? question.tipo === 'texto'
        : question.tipo === 'opcion' && question.respuestas.some((option) => option.idRespuesta === choice);
    if (!fits) return Status.missingMandatoryData;
  }
  const missing = [...path.values()].some(
    (question) => question.respuestaObligatoria && !byQuestion.has(question.idPregunta),
  );
  if (missing || answers.length === 0) return Status.surveyQuestionsMissing;
  return undefined;
};

/**
 * guardaContestacionEncuesta: saves the answers in one transaction. That a user answered is kept
 * apart from the answers (survey_respondents, one row per survey and user: two submissions at once
 * give one response and one 39). A survey that allows anonymous answers is anonymous for everyone
 * (issue 22): its answers keep no user, even a logged one's, and only the day they came in, so
 * neither a column nor a time links them to the respondent. Other surveys keep who answered.
 */
export const saveResponse = (
  pool: Pool,
  id: number,
  caller: SurveyCaller,
  answers: SurveyAnswer[],
): Promise<Outcome<null>> =>
  inTransaction(pool, async (client) => {
    const survey = await findSurvey(client, id, userIdOf(caller));
    const refusal = refusalFor(survey, caller);
    if (refusal !== undefined || !survey) return refuse(refusal ?? Status.surveyNotAccessible);
    const invalid = checkAnswers(await loadQuestions(client, id), answers, respondentOf(caller));
    if (invalid !== undefined) return refuse(invalid);
    if (caller.kind === 'user') {
      const marked = await client.query(
        'INSERT INTO survey_respondents (survey_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [id, caller.id],
      );
      if (!marked.rowCount) return refuse(Status.surveyAlreadyAnswered);
    }
    const keepsWho = caller.kind === 'user' && !survey.allowsAnonymous;
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO survey_responses (survey_id, user_id, submitted_at)
       VALUES ($1, $2, CASE WHEN $3 THEN now() ELSE date_trunc('day', now(), 'UTC') END) RETURNING id`,
      [id, keepsWho ? userIdOf(caller) : null, keepsWho],
    );
    const responseId = inserted.rows[0]!.id;
    for (const answer of answers) {
      const choice = choiceOf(answer);
      await client.query(
        'INSERT INTO survey_response_answers (response_id, question_id, option_id, text_answer) VALUES ($1, $2, $3, $4)',
        [responseId, answer.idPregunta, choice ?? null, 'texto' in answer ? answer.texto : null],
      );
    }
    return accept(null);
  });

/** guardaAceptacionRGPD: the logged user accepted the data-protection text (kept once, first date). */
export const acceptGdpr = async (pool: Pool, userId: number): Promise<void> => {
  await pool.query('INSERT INTO survey_gdpr_acceptances (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    userId,
  ]);
};

/**
 * Which responses are counted: a SQL condition on the response `r` (its user, `r.user_id`) and
 * its parameters, numbered from $2. Absent: every response.
 */
export interface ResponseFilter {
  condition: string;
  params: unknown[];
}

/** Counts per answer and the response rate (responses over the audience, when it has one). */
export const surveyResults = async (
  pool: Pool,
  id: number,
  filter: ResponseFilter = { condition: 'true', params: [] },
): Promise<SurveyResults | undefined> => {
  const counted = `r.survey_id = $1 AND (${filter.condition})`;
  const { rows } = await pool.query<{ title: string; responses: number; audience: number }>(
    `SELECT s.title,
            (SELECT count(*)::integer FROM survey_responses r WHERE ${counted}) AS responses,
            (SELECT count(*)::integer FROM survey_audience a WHERE a.survey_id = s.id) AS audience
       FROM surveys s WHERE s.id = $1`,
    [id, ...filter.params],
  );
  const survey = rows[0];
  if (!survey) return undefined;
  const counts = await pool.query<{ optionId: number; total: number }>(
    `SELECT o.id AS "optionId", count(r.id)::integer AS total
       FROM survey_options o
       LEFT JOIN survey_response_answers a ON a.option_id = o.id
       LEFT JOIN survey_responses r ON r.id = a.response_id AND ${counted}
      WHERE o.survey_id = $1 GROUP BY o.id`,
    [id, ...filter.params],
  );
  const texts = await pool.query<{ questionId: number; total: number }>(
    `SELECT a.question_id AS "questionId", count(*)::integer AS total
       FROM survey_response_answers a JOIN survey_responses r ON r.id = a.response_id
      WHERE ${counted} AND a.text_answer IS NOT NULL GROUP BY a.question_id`,
    [id, ...filter.params],
  );
  const totalOf = new Map(counts.rows.map((row) => [row.optionId, row.total]));
  const textsOf = new Map(texts.rows.map((row) => [row.questionId, row.total]));
  const audience = survey.audience > 0 ? survey.audience : null;
  return {
    idEncuesta: id,
    titulo: survey.title,
    contestaciones: survey.responses,
    destinatarios: audience,
    tasaRespuesta: audience === null ? null : Math.min(1, survey.responses / audience),
    preguntas: (await loadQuestions(pool, id)).map((question) => ({
      idPregunta: question.idPregunta,
      texto: question.texto,
      tipo: question.tipo,
      respuestas: question.respuestas.map((option) => ({
        idRespuesta: option.idRespuesta,
        texto: option.texto,
        total: totalOf.get(option.idRespuesta) ?? 0,
      })),
      textos: textsOf.get(question.idPregunta) ?? 0,
    })),
  };
};
