import { z } from 'zod';
import { idNumber } from '../platform/ids';
import { envelope } from '../platform/envelope';
import { languages } from '../platform/languages';
import { userTypeSchema } from '../accounts/session';

/** A survey in the lists of a student (dameEncuestasUsuario) or a company user (dameEncuestas). */
export const surveySummary = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  urlAcceso: z.string(),
  /** Blocks the portal until answered (spec 000 §4). */
  obligatoria: z.boolean(),
  contestada: z.boolean(),
  /** When the survey closes; null: open until the office closes it. */
  fechaFin: z.string().nullable(),
});
export type SurveySummary = z.infer<typeof surveySummary>;
export const surveyListResponse = envelope(z.array(surveySummary));

/** POST /api/Encuestas/accesoEncuesta/{id}: the query string of the link the respondent followed. */
export const surveyAccessRequest = z.object({ querystringValue: z.string().max(2000).default('') });

/** What the access page needs to offer login, anonymous access or go straight to the survey. */
export const surveyAccess = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  permiteAnonimo: z.boolean(),
  permiteUsuarios: z.boolean(),
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
});
export type SurveyAccess = z.infer<typeof surveyAccess>;
export const surveyAccessResponse = envelope(surveyAccess);

/** POST /api/Encuestas/logaUsuario/{id}: the portal's login, from inside the survey. */
export const surveyLoginRequest = z.object({
  tipo: userTypeSchema,
  usuario: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  idEmpresa: idNumber.optional(),
});
export type SurveyLoginRequest = z.infer<typeof surveyLoginRequest>;

/** POST /api/Encuestas/logaAnonimo/{id}: no account, no token; answers are saved without a user. */
export const anonymousAccessResponse = envelope(z.object({ anonimo: z.literal(true) }));

export const surveyOption = z.object({
  idRespuesta: z.number().int(),
  texto: z.string(),
  /** The question this answer jumps to; null: the next question. */
  idPreguntaDestino: z.number().int().nullable(),
});
export type SurveyOption = z.infer<typeof surveyOption>;

export const questionKinds = ['opcion', 'texto'] as const;

export const surveyQuestion = z.object({
  idPregunta: z.number().int(),
  texto: z.string(),
  tipo: z.enum(questionKinds),
  respuestaObligatoria: z.boolean(),
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
  sacaOpcionAnonima: z.boolean(),
  idPractica: z.number().int().nullable(),
  respuestas: z.array(surveyOption),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

/** GET /api/Encuestas/{id}: the whole survey, in question order; the flow below walks it. */
export const survey = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  anonima: z.boolean(),
  /** The data-protection text to accept before answering; null when there is none. */
  textoRGPD: z.string().nullable(),
  preguntas: z.array(surveyQuestion),
});
export type Survey = z.infer<typeof survey>;
export const surveyResponse = envelope(survey);

/** One answer: a choice of an option question, or the text of a text question. */
export const surveyAnswer = z.union([
  z.object({ idPregunta: idNumber, idRespuesta: idNumber }),
  z.object({ idPregunta: idNumber, texto: z.string().trim().min(1).max(2000) }),
]);
export type SurveyAnswer = z.infer<typeof surveyAnswer>;

/** POST /api/Encuestas/guardaContestacionEncuesta/{id} */
export const saveSurveyRequest = z.object({ lContestaciones: z.array(surveyAnswer).max(500) });
export type SaveSurveyRequest = z.infer<typeof saveSurveyRequest>;
export const saveSurveyResponse = envelope(z.object({ contestada: z.literal(true) }));

/** GET /api/Encuestas/guardaAceptacionRGPD */
export const gdprAcceptanceResponse = envelope(z.object({ aceptado: z.literal(true) }));

/** Who answers: anonymous respondents see every question, nobody knows their type. */
export type Respondent = z.infer<typeof userTypeSchema> | 'Anonimo';

export const isForRespondent = (question: SurveyQuestion, respondent: Respondent): boolean =>
  respondent === 'Anonimo' || (respondent === 'Alumno' ? question.paraAlumnos : question.paraEmpresa);

const firstShownFrom = (questions: SurveyQuestion[], index: number, respondent: Respondent) => {
  for (let at = Math.max(index, 0); at < questions.length; at += 1) {
    const question = questions[at];
    if (question && isForRespondent(question, respondent)) return question;
  }
  return undefined;
};

export const choiceOf = (answer: SurveyAnswer | undefined): number | undefined =>
  answer && 'idRespuesta' in answer ? answer.idRespuesta : undefined;

/**
 * The question after `current` given its answer: the answer's jump target, or the next
 * question in order; questions that are not for the respondent are passed over. Undefined:
 * `current` is the last one (the finished flag).
 */
export const nextQuestion = (
  questions: SurveyQuestion[],
  current: SurveyQuestion,
  answer: SurveyAnswer | undefined,
  respondent: Respondent,
): SurveyQuestion | undefined => {
  const chosen = current.respuestas.find((option) => option.idRespuesta === choiceOf(answer));
  const target = chosen?.idPreguntaDestino ?? null;
  const from =
    target === null
      ? questions.indexOf(current) + 1
      : questions.findIndex((question) => question.idPregunta === target);
  return from < 0 ? undefined : firstShownFrom(questions, from, respondent);
};

export const firstQuestion = (questions: SurveyQuestion[], respondent: Respondent) =>
  firstShownFrom(questions, 0, respondent);

/**
 * The questions a respondent goes through with these answers, first to last. The server saves
 * only answers on this path and requires its mandatory questions; the client walks the same
 * path question by question. A repeated question ends the walk (a survey with a cycle is
 * refused when created, so this only guards against a broken one).
 */
export const pathThrough = (
  questions: SurveyQuestion[],
  answers: ReadonlyMap<number, SurveyAnswer>,
  respondent: Respondent,
): SurveyQuestion[] => {
  const path: SurveyQuestion[] = [];
  const seen = new Set<number>();
  let current = firstQuestion(questions, respondent);
  while (current && !seen.has(current.idPregunta)) {
    seen.add(current.idPregunta);
    path.push(current);
    current = nextQuestion(questions, current, answers.get(current.idPregunta), respondent);
  }
  return path;
};

/** Results for the careers office: counts per answer and the response rate. */
export const surveyResults = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  contestaciones: z.number().int().min(0),
  /** Users the survey is addressed to; null when it is open to anyone (no rate then). */
  destinatarios: z.number().int().min(0).nullable(),
  tasaRespuesta: z.number().min(0).max(1).nullable(),
  preguntas: z.array(
    z.object({
      idPregunta: z.number().int(),
      texto: z.string(),
      tipo: z.enum(questionKinds),
      respuestas: z.array(
        z.object({ idRespuesta: z.number().int(), texto: z.string(), total: z.number().int().min(0) }),
      ),
      /** Text answers given (their content stays in the database). */
      textos: z.number().int().min(0),
    }),
  ),
});
export type SurveyResults = z.infer<typeof surveyResults>;
export const surveyResultsResponse = envelope(surveyResults);

/**
 * GET /api/Encuestas/resultados/{id} and /api/Encuestas/resultados/{id}/csv: the careers office
 * opens a survey's results with the survey's secret key (a private link, there is no office
 * role). A missing or wrong key is refused with status 3, like an unknown survey.
 */
export const surveyResultsQuery = z.object({
  clave: z.string().optional(),
  /** The language of the CSV's headings; without it, the request's Accept-Language. */
  idioma: z.enum(languages).optional(),
});
export type SurveyResultsQuery = z.infer<typeof surveyResultsQuery>;

/** The share of the responses that chose an answer, 0 when nobody has answered yet. */
export const shareOfResponses = (total: number, responses: number): number =>
  responses === 0 ? 0 : total / responses;
