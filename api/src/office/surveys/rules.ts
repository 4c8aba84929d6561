import type { Language, OfficeSurveySegment, officeSurveyFields } from '@portal/contracts';
import type { z } from 'zod';
import { checkQuestions, SurveyDefinitionError, type DefinedQuestion } from '../../surveys/create';
import { unknownDegrees } from '../../company/common/references';
import type { FieldProblem } from '../communications/rules';

/**
 * The rules a survey the office writes keeps beyond its shape (the zod schema's): a title, some
 * audience, texts on every question and answer, a last day neither before the first nor past;
 * then the questions themselves (create.ts checkQuestions: options only on choice questions, no
 * jump to a missing question, no cycle, no question nobody reaches), refused with a message that
 * names the questions, in the caller's language.
 */
export type SurveyFields = z.output<typeof officeSurveyFields>;

type Words = Record<
  | 'required'
  | 'noAudience'
  | 'untilBeforeFrom'
  | 'untilPast'
  | 'noQuestions'
  | 'noOptions'
  | 'textWithOptions'
  | 'missingTarget'
  | 'cycle'
  | 'unreachable'
  | 'repeatedKey'
  | 'question'
  | 'companiesNoDegree'
  | 'unknownDegree',
  string
>;

const words: Record<Language, Words> = {
  es: {
    required: 'Este campo es requerido',
    noAudience: 'Elige a quién va dirigida: alumnado, empresas o ambos',
    untilBeforeFrom: 'El último día no puede ser anterior al primero',
    untilPast: 'El último día ya ha pasado',
    noQuestions: 'Añade al menos una pregunta',
    noOptions: 'La pregunta {q} es de opciones y no tiene ninguna respuesta',
    textWithOptions: 'La pregunta {q} es de texto libre: no lleva respuestas para elegir',
    missingTarget: 'Una respuesta de la pregunta {q} salta a una pregunta que no existe',
    cycle: 'Los saltos forman un ciclo ({list}): quien contestara daría vueltas sin acabar. Un salto debe llevar a una pregunta posterior',
    unreachable: 'Nadie llegaría a {list}: todos los caminos saltan por encima. Cambia los saltos o quita la pregunta',
    repeatedKey: 'Dos preguntas tienen la misma clave ({q})',
    question: 'P{n} «{text}»',
    companiesNoDegree: 'Las empresas no tienen titulación: elige un grupo de alumnado para filtrar por titulación',
    unknownDegree: 'Esta titulación no existe',
  },
  ca: {
    required: 'Aquest camp és requerit',
    noAudience: "Tria a qui s'adreça: alumnat, empreses o tots dos",
    untilBeforeFrom: "L'últim dia no pot ser anterior al primer",
    untilPast: "L'últim dia ja ha passat",
    noQuestions: 'Afegeix almenys una pregunta',
    noOptions: "La pregunta {q} és d'opcions i no té cap resposta",
    textWithOptions: 'La pregunta {q} és de text lliure: no porta respostes per triar',
    missingTarget: 'Una resposta de la pregunta {q} salta a una pregunta que no existeix',
    cycle: "Els salts formen un cicle ({list}): qui respongués faria voltes sense acabar. Un salt ha de portar a una pregunta posterior",
    unreachable: 'Ningú no arribaria a {list}: tots els camins hi salten per sobre. Canvia els salts o treu la pregunta',
    repeatedKey: 'Dues preguntes tenen la mateixa clau ({q})',
    question: 'P{n} «{text}»',
    companiesNoDegree: "Les empreses no tenen titulació: tria un grup d'alumnat per filtrar per titulació",
    unknownDegree: 'Aquesta titulació no existeix',
  },
  en: {
    required: 'This field is required',
    noAudience: 'Choose who it is for: students, companies or both',
    untilBeforeFrom: 'The last day cannot be before the first one',
    untilPast: 'The last day has already passed',
    noQuestions: 'Add at least one question',
    noOptions: 'Question {q} is a choice question and has no answers',
    textWithOptions: 'Question {q} is a free-text question: it has no answers to choose from',
    missingTarget: 'An answer of question {q} jumps to a question that does not exist',
    cycle: 'The jumps make a cycle ({list}): a respondent would go round for ever. A jump must lead to a later question',
    unreachable: 'Nobody would reach {list}: every way there jumps past it. Change the jumps or remove the question',
    repeatedKey: 'Two questions have the same key ({q})',
    question: 'Q{n} “{text}”',
    companiesNoDegree: 'Companies have no degree: choose a group of students to filter by degree',
    unknownDegree: 'This degree does not exist',
  },
};

const labelLength = 60;

/** How a message names a question: its number and the start of its text. */
const questionLabel = (say: Words, questions: SurveyFields['preguntas'], clave: string): string => {
  const index = questions.findIndex((question) => question.clave === clave);
  const text = questions[index]?.texto ?? clave;
  const short = text.length > labelLength ? `${text.slice(0, labelLength - 1).trimEnd()}…` : text;
  return say.question.replace('{n}', String(index + 1)).replace('{text}', short);
};

/** The fields' problems (each field once, in the caller's language); none: an empty list. */
export const fieldProblems = (fields: SurveyFields, language: Language, today: string): FieldProblem[] => {
  const say = words[language];
  const problems: FieldProblem[] = [];
  if (fields.titulo === '') problems.push({ campo: 'titulo', mensaje: say.required });
  if (!fields.paraAlumnos && !fields.paraEmpresa) problems.push({ campo: 'paraAlumnos', mensaje: say.noAudience });
  if (fields.cierra !== null && fields.abre !== null && fields.cierra < fields.abre)
    problems.push({ campo: 'cierra', mensaje: say.untilBeforeFrom });
  else if (fields.cierra !== null && fields.cierra < today) problems.push({ campo: 'cierra', mensaje: say.untilPast });
  for (const [index, question] of fields.preguntas.entries()) {
    if (question.texto === '') problems.push({ campo: `preguntas.${index}.texto`, mensaje: say.required });
    for (const [option, answer] of question.respuestas.entries())
      if (answer.texto === '') problems.push({ campo: `preguntas.${index}.respuestas.${option}.texto`, mensaje: say.required });
  }
  return problems;
};

/** The past last day, met again when a draft is published after it. */
export const pastLastDay = (language: Language): FieldProblem => ({ campo: 'cierra', mensaje: words[language].untilPast });

/** The questions as create.ts writes them: jumps by key, none for "on to the next question". */
export const definedQuestions = (fields: SurveyFields): DefinedQuestion[] =>
  fields.preguntas.map((question) => ({
    clave: question.clave,
    texto: question.texto,
    tipo: question.tipo,
    obligatoria: question.obligatoria,
    respuestas: question.respuestas.map((answer) =>
      answer.destino === null ? { texto: answer.texto } : { texto: answer.texto, destino: answer.destino },
    ),
  }));

/**
 * Why these questions cannot make a survey, in a sentence that names them and the field to
 * point at; undefined when they can.
 */
export const questionsProblem = (fields: SurveyFields, language: Language): FieldProblem | undefined => {
  try {
    checkQuestions(definedQuestions(fields));
    return undefined;
  } catch (error) {
    if (!(error instanceof SurveyDefinitionError)) throw error;
    const say = words[language];
    const name = (clave: string) => questionLabel(say, fields.preguntas, clave);
    const fieldOf = (clave: string) => `preguntas.${fields.preguntas.findIndex((question) => question.clave === clave)}`;
    const { problem } = error;
    switch (problem.tipo) {
      case 'sinPreguntas':
        return { campo: 'preguntas', mensaje: say.noQuestions };
      case 'preguntaSinOpciones':
        return { campo: fieldOf(problem.pregunta!), mensaje: say.noOptions.replace('{q}', name(problem.pregunta!)) };
      case 'textoConOpciones':
        return { campo: fieldOf(problem.pregunta!), mensaje: say.textWithOptions.replace('{q}', name(problem.pregunta!)) };
      case 'destinoInexistente':
        return { campo: fieldOf(problem.pregunta), mensaje: say.missingTarget.replace('{q}', name(problem.pregunta)) };
      case 'claveRepetida':
        return { campo: fieldOf(problem.pregunta), mensaje: say.repeatedKey.replace('{q}', problem.pregunta) };
      case 'ciclo':
        return {
          campo: fieldOf(problem.preguntas[0]!),
          mensaje: say.cycle.replace('{list}', [...problem.preguntas, problem.preguntas[0]!].map(name).join(' → ')),
        };
      case 'inalcanzable':
        return {
          campo: fieldOf(problem.preguntas[0]!),
          mensaje: say.unreachable.replace('{list}', problem.preguntas.map(name).join(', ')),
        };
    }
  }
};

/** A results filter the office may ask for: a degree only of students, and one the reference data knows. */
export const segmentProblems = (
  segment: { segmento: OfficeSurveySegment; titulacion?: string | undefined },
  language: Language,
): FieldProblem[] => {
  if (!segment.titulacion) return [];
  if (segment.segmento === 'empresas') return [{ campo: 'titulacion', mensaje: words[language].companiesNoDegree }];
  if (unknownDegrees([segment.titulacion]).length > 0) return [{ campo: 'titulacion', mensaje: words[language].unknownDegree }];
  return [];
};
