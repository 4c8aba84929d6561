import { z } from 'zod';
import { isCalendarDay } from '../platform/days';
import { envelope } from '../platform/envelope';
import { languages } from '../platform/languages';
import { questionKinds, surveyResults } from '../surveys-events/surveys';

/**
 * The surveys as the careers office builds them (issue 26): a draft the office edits freely, then
 * published (its audience can answer it from its first day) and closed. Questions are named by a
 * key while they are written (a jump names the key of a later question); once stored, a
 * question's key is its id.
 */

/** Where a survey stands: a draft nobody sees, published but before its first day, open, closed. */
export const officeSurveyStates = ['borrador', 'programada', 'abierta', 'cerrada'] as const;
export type OfficeSurveyState = (typeof officeSurveyStates)[number];

export const officeSurveyLimits = { title: 200, description: 2000, question: 500, answer: 200, questions: 50, answers: 20 } as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine(isCalendarDay, 'date');
const key = z.string().trim().min(1).max(40);

export const officeSurveyAnswer = z.object({
  texto: z.string().trim().max(officeSurveyLimits.answer),
  /** The key of the question this answer jumps to; null: on to the next question. */
  destino: key.nullable().default(null),
});

export const officeSurveyQuestion = z.object({
  clave: key,
  texto: z.string().trim().max(officeSurveyLimits.question),
  tipo: z.enum(questionKinds),
  obligatoria: z.boolean().default(false),
  respuestas: z.array(officeSurveyAnswer).max(officeSurveyLimits.answers).default([]),
});
export type OfficeSurveyQuestion = z.input<typeof officeSurveyQuestion>;

/** What the office writes (POST /api/Orientacion/encuestas, and each edit of a draft). */
export const officeSurveyFields = z.object({
  titulo: z.string().trim().max(officeSurveyLimits.title),
  descripcion: z.string().trim().max(officeSurveyLimits.description).default(''),
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
  /** Answers keep no user (a logged respondent's neither) and visitors without an account may answer. */
  anonima: z.boolean().default(false),
  /** Blocks the portal of its audience until they answer it (the portal's MandatorySurveyGate). */
  obligatoria: z.boolean().default(false),
  /** The first day it can be answered (YYYY-MM-DD); null: as soon as it is published. */
  abre: day.nullable().default(null),
  /** The last day it can be answered; null: until the office closes it. */
  cierra: day.nullable().default(null),
  preguntas: z.array(officeSurveyQuestion).max(officeSurveyLimits.questions),
});
export type OfficeSurveyFields = z.input<typeof officeSurveyFields>;

/** An edit, a publication or a closing names the version the staff member saw: a newer one refuses it (131). */
export const officeSurveyVersion = z.string().min(1).max(40);
export const officeSurveyEditRequest = officeSurveyFields.extend({ version: officeSurveyVersion });
export type OfficeSurveyEditRequest = z.input<typeof officeSurveyEditRequest>;
export const officeSurveyStepRequest = z.object({ version: officeSurveyVersion });

/** A survey in the office's list. */
export const officeSurveySummary = z.object({
  id: z.number().int(),
  titulo: z.string(),
  estado: z.enum(officeSurveyStates),
  contestaciones: z.number().int(),
  obligatoria: z.boolean(),
  anonima: z.boolean(),
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
  abre: z.string().nullable(),
  cierra: z.string().nullable(),
  /** What a publication or a closing names: a newer one refuses it (131). */
  version: z.string(),
});
export type OfficeSurveySummary = z.infer<typeof officeSurveySummary>;

/** A survey as the office edits and previews it: its questions keyed by their ids. */
export const officeSurvey = officeSurveySummary.extend({
  descripcion: z.string(),
  /** Only a draft without answers may change; otherwise the page says why. */
  editable: z.boolean(),
  preguntas: z.array(
    z.object({
      clave: z.string(),
      texto: z.string(),
      tipo: z.enum(questionKinds),
      obligatoria: z.boolean(),
      respuestas: z.array(z.object({ texto: z.string(), destino: z.string().nullable() })),
    }),
  ),
});
export type OfficeSurvey = z.infer<typeof officeSurvey>;

export const officeSurveysResponse = envelope(z.array(officeSurveySummary));
export const officeSurveyResponse = envelope(officeSurvey);
/** Every change answers the survey as it is now, with its confirmation code (aviso). */
export const officeSurveyChangeResponse = envelope(z.object({ aviso: z.number().int(), encuesta: officeSurvey }));

/** Who the results are counted over: everyone, the students still studying, the alumni, the companies. */
export const officeSurveySegments = ['todos', 'estudiantes', 'egresados', 'empresas'] as const;
export type OfficeSurveySegment = (typeof officeSurveySegments)[number];

/** Fewer respondents than this in a segment: no figures at all (issue 26, privacy). */
export const smallestCountedGroup = 5;

export const officeSurveyResultsQuery = z.object({
  segmento: z.enum(officeSurveySegments).default('todos'),
  /** A degree code (titulaciones): its students only. */
  titulacion: z.string().trim().min(1).max(40).optional(),
  /** The language of an export's headings; without it, the request's Accept-Language. */
  idioma: z.enum(languages).optional(),
});
export type OfficeSurveyResultsQuery = z.input<typeof officeSurveyResultsQuery>;

/** Why a filtered result shows no figures: too few respondents, or answers that keep nobody (anonymous). */
export const withheldReasons = ['pocos', 'anonima'] as const;
export type WithheldReason = (typeof withheldReasons)[number];

export const officeSurveyResults = z.object({
  /** The figures; null when withheld. */
  resultados: surveyResults.nullable(),
  retenidos: z.enum(withheldReasons).nullable(),
});
export type OfficeSurveyResults = z.infer<typeof officeSurveyResults>;
export const officeSurveyResultsResponse = envelope(officeSurveyResults);

/** Whether the query narrows the respondents (only then may figures be withheld). */
export const isSegmentFilter = (query: { segmento?: OfficeSurveySegment; titulacion?: string | undefined }): boolean =>
  (query.segmento ?? 'todos') !== 'todos' || Boolean(query.titulacion);

/** The audit queue of the office's steps on surveys (staff_decisions.queue). */
export const surveysQueue = 'encuestas' as const;
