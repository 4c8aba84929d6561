import type { OfficeSurvey, OfficeSurveyFields } from '@portal/contracts';
import { isApiError } from '@portal/api-client';

/**
 * The survey builder's state and its steps (add, remove, move a question; answers and jumps),
 * kept apart from the page so that they are tested alone. Questions are named by a key: a new
 * one gets a fresh key, a stored one keeps its id; a jump names the key of its target.
 */
export interface AnswerForm {
  texto: string;
  /** The key of the question it jumps to; '' on to the next one. */
  destino: string;
}
export interface QuestionForm {
  clave: string;
  texto: string;
  tipo: 'opcion' | 'texto';
  obligatoria: boolean;
  respuestas: AnswerForm[];
}
export interface SurveyForm {
  titulo: string;
  descripcion: string;
  paraAlumnos: boolean;
  paraEmpresa: boolean;
  anonima: boolean;
  obligatoria: boolean;
  abre: string;
  cierra: string;
  preguntas: QuestionForm[];
}

let lastKey = 0;
/** A key no question of the form has: stored questions' keys are their ids (digits only). */
export const newKey = (): string => {
  lastKey += 1;
  return `nueva-${lastKey}`;
};

export const newQuestion = (tipo: QuestionForm['tipo'] = 'opcion'): QuestionForm => ({
  clave: newKey(),
  texto: '',
  tipo,
  obligatoria: false,
  respuestas: tipo === 'opcion' ? [{ texto: '', destino: '' }, { texto: '', destino: '' }] : [],
});

export const emptyForm = (): SurveyForm => ({
  titulo: '',
  descripcion: '',
  paraAlumnos: true,
  paraEmpresa: false,
  anonima: false,
  obligatoria: false,
  abre: '',
  cierra: '',
  preguntas: [newQuestion()],
});

export const formOf = (survey: OfficeSurvey): SurveyForm => ({
  titulo: survey.titulo,
  descripcion: survey.descripcion,
  paraAlumnos: survey.paraAlumnos,
  paraEmpresa: survey.paraEmpresa,
  anonima: survey.anonima,
  obligatoria: survey.obligatoria,
  abre: survey.abre ?? '',
  cierra: survey.cierra ?? '',
  preguntas: survey.preguntas.map((question) => ({
    ...question,
    respuestas: question.respuestas.map((answer) => ({ texto: answer.texto, destino: answer.destino ?? '' })),
  })),
});

/** Moves a question one place up (-1) or down (+1); its jumps and those to it keep their keys. */
export const moveQuestion = (form: SurveyForm, index: number, step: -1 | 1): SurveyForm => {
  const target = index + step;
  if (target < 0 || target >= form.preguntas.length) return form;
  const preguntas = [...form.preguntas];
  [preguntas[index], preguntas[target]] = [preguntas[target]!, preguntas[index]!];
  return { ...form, preguntas };
};

/** Removes a question; the answers that jumped to it go on to the next question instead. */
export const removeQuestion = (form: SurveyForm, index: number): SurveyForm => {
  const gone = form.preguntas[index]?.clave;
  return {
    ...form,
    preguntas: form.preguntas
      .filter((_, at) => at !== index)
      .map((question) => ({
        ...question,
        respuestas: question.respuestas.map((answer) => (answer.destino === gone ? { ...answer, destino: '' } : answer)),
      })),
  };
};

/** Changes a question's kind: a text question has no answers; a choice question starts with two. */
export const withKind = (question: QuestionForm, tipo: QuestionForm['tipo']): QuestionForm =>
  tipo === question.tipo ? question : { ...question, tipo, respuestas: tipo === 'texto' ? [] : newQuestion().respuestas };

/** The questions an answer of question `index` may jump to: the later ones. */
export const jumpTargets = (form: SurveyForm, index: number): { clave: string; number: number; texto: string }[] =>
  form.preguntas.slice(index + 1).map((question, at) => ({ clave: question.clave, number: index + at + 2, texto: question.texto }));

/** The body the server takes: empty days are null, answers without a jump go on (null). */
export const requestOf = (form: SurveyForm): OfficeSurveyFields => ({
  titulo: form.titulo,
  descripcion: form.descripcion,
  paraAlumnos: form.paraAlumnos,
  paraEmpresa: form.paraEmpresa,
  anonima: form.anonima,
  obligatoria: form.obligatoria,
  abre: form.abre === '' ? null : form.abre,
  cierra: form.cierra === '' ? null : form.cierra,
  preguntas: form.preguntas.map((question) => ({
    clave: question.clave,
    texto: question.texto,
    tipo: question.tipo,
    obligatoria: question.obligatoria,
    respuestas: question.respuestas.map((answer) => ({ texto: answer.texto, destino: answer.destino === '' ? null : answer.destino })),
  })),
});

/** A problem found before sending (the server decides, with its own words in the same places). */
export type Problems = Record<string, string>;

/** The fields the form checks itself: a title, an audience, every text, the days' order. Keys are texts of `officeSurveys`. */
export const formProblems = (form: SurveyForm): Problems => {
  const problems: Problems = {};
  if (form.titulo.trim() === '') problems.titulo = 'required';
  if (!form.paraAlumnos && !form.paraEmpresa) problems.paraAlumnos = 'noAudience';
  if (form.abre !== '' && form.cierra !== '' && form.cierra < form.abre) problems.cierra = 'untilBeforeFrom';
  if (form.preguntas.length === 0) problems.preguntas = 'noQuestions';
  form.preguntas.forEach((question, index) => {
    if (question.texto.trim() === '') problems[`preguntas.${index}.texto`] = 'required';
    if (question.tipo === 'opcion' && question.respuestas.length === 0) problems[`preguntas.${index}`] = 'noOptions';
    question.respuestas.forEach((answer, option) => {
      if (answer.texto.trim() === '') problems[`preguntas.${index}.respuestas.${option}.texto`] = 'required';
    });
  });
  return problems;
};

/** The server's field errors (400, status 15 or 203) by field, in its words. */
export const serverProblems = (error: unknown): Problems => {
  const details = isApiError(error) ? (error.details as { errores?: { campo?: unknown; mensaje?: unknown }[] } | undefined) : undefined;
  const problems: Problems = {};
  for (const item of details?.errores ?? []) problems[String(item.campo ?? '')] = String(item.mensaje ?? '');
  return problems;
};
