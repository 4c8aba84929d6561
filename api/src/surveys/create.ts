import type pg from 'pg';
import { findGraphProblem, type GraphProblem } from './jump-graph';

/** A survey as the careers office writes it: questions are named by keys, jumps name a key. */
export interface SurveyDefinition {
  urlAcceso: string;
  titulo: string;
  descripcion: string;
  paraAlumnos: boolean;
  paraEmpresa: boolean;
  permiteAnonimo: boolean;
  permiteUsuarios: boolean;
  obligatoria: boolean;
  textoRGPD: string | null;
  /** Days from now until it closes; null: open. */
  diasHastaCierre: number | null;
  /** Only these users are its target; absent: every user of its types. */
  destinatarios?: number[];
  preguntas: {
    clave: string;
    texto: string;
    tipo: 'opcion' | 'texto';
    obligatoria: boolean;
    paraAlumnos?: boolean;
    paraEmpresa?: boolean;
    respuestas: { texto: string; destino?: string }[];
  }[];
}

/** A definition that cannot become a survey; nothing of it is written. */
export class SurveyDefinitionError extends Error {
  constructor(
    readonly problem:
      GraphProblem | { tipo: 'preguntaSinOpciones' | 'textoConOpciones' | 'sinPreguntas'; pregunta?: string },
  ) {
    super(`Survey refused: ${JSON.stringify(problem)}`);
    this.name = 'SurveyDefinitionError';
  }
}

/** One question as written by key. */
export type DefinedQuestion = SurveyDefinition['preguntas'][number];

/**
 * Throws the first thing that keeps these questions from making a survey: none at all, a choice
 * question without options, a text question with some, or a jump graph with a problem.
 */
export const checkQuestions = (preguntas: DefinedQuestion[]): void => {
  if (preguntas.length === 0) throw new SurveyDefinitionError({ tipo: 'sinPreguntas' });
  for (const question of preguntas) {
    if (question.tipo === 'opcion' && question.respuestas.length === 0)
      throw new SurveyDefinitionError({ tipo: 'preguntaSinOpciones', pregunta: question.clave });
    if (question.tipo === 'texto' && question.respuestas.length > 0)
      throw new SurveyDefinitionError({ tipo: 'textoConOpciones', pregunta: question.clave });
  }
  const problem = findGraphProblem(preguntas);
  if (problem) throw new SurveyDefinitionError(problem);
};

/**
 * Writes a survey with its questions, answers, jumps and audience, on the caller's client (run
 * it inside a transaction: a refused or failed survey leaves nothing behind). Returns its id.
 */
export const createSurvey = async (client: pg.PoolClient, definition: SurveyDefinition): Promise<number> => {
  checkQuestions(definition.preguntas);
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO surveys (access_slug, title, description, for_students, for_companies, allows_anonymous,
                          allows_users, mandatory, gdpr_text, closes_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(days => $10))
     RETURNING id`,
    [
      definition.urlAcceso,
      definition.titulo,
      definition.descripcion,
      definition.paraAlumnos,
      definition.paraEmpresa,
      definition.permiteAnonimo,
      definition.permiteUsuarios,
      definition.obligatoria,
      definition.textoRGPD,
      definition.diasHastaCierre,
    ],
  );
  const surveyId = rows[0]!.id;
  await writeQuestions(client, surveyId, definition.preguntas);
  for (const userId of definition.destinatarios ?? []) {
    await client.query('INSERT INTO survey_audience (survey_id, user_id) VALUES ($1, $2)', [
      surveyId,
      userId,
    ]);
  }
  return surveyId;
};

/**
 * Writes checked questions, their options and jumps (named by key) into a survey that has none
 * yet, in their order. Run it on the caller's transaction.
 */
export const writeQuestions = async (
  client: pg.PoolClient,
  surveyId: number,
  preguntas: DefinedQuestion[],
): Promise<void> => {
  const questionIds = new Map<string, number>();
  for (const [position, question] of preguntas.entries()) {
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO survey_questions (survey_id, position, text, kind, mandatory, for_students, for_companies)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        surveyId,
        position,
        question.texto,
        question.tipo,
        question.obligatoria,
        question.paraAlumnos ?? true,
        question.paraEmpresa ?? true,
      ],
    );
    questionIds.set(question.clave, inserted.rows[0]!.id);
  }
  for (const question of preguntas) {
    for (const [position, option] of question.respuestas.entries()) {
      await client.query(
        `INSERT INTO survey_options (survey_id, question_id, position, text, target_question_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          surveyId,
          questionIds.get(question.clave),
          position,
          option.texto,
          option.destino === undefined ? null : questionIds.get(option.destino),
        ],
      );
    }
  }
};
