import {
  isCommunicationLink,
  type CommunicationAudience,
  type Language,
  type communicationFields,
} from '@portal/contracts';
import type { z } from 'zod';
import { unknownDegrees } from '../../company/common/references';

/**
 * The rules a communication's fields keep beyond their shape (the zod schema's): the Spanish text
 * must say something once sanitised, the others may stay empty (the home shows the Spanish one
 * then); a link is a portal page or a web page; a degree is one the reference data knows, and
 * only students are addressed by degree; the last day is not before the first nor already past.
 */

/** What is stored, once sanitised and checked. */
export interface CleanCommunication {
  audience: 'Alumno' | 'Empresa';
  studentGroup: 'todos' | 'estudiantes' | 'egresados';
  degreeCode: string | null;
  es: string;
  ca: string | null;
  en: string | null;
  link: string | null;
  from: string;
  until: string | null;
}

export interface FieldProblem {
  campo: string;
  mensaje: string;
}

const words: Record<Language, Record<'required' | 'link' | 'companiesNoDegree' | 'unknownDegree' | 'untilBeforeFrom' | 'untilPast', string>> = {
  es: {
    required: 'Este campo es requerido',
    link: 'Escribe una página del portal (empieza por /) o una dirección web (empieza por http:// o https://)',
    companiesNoDegree: 'Las comunicaciones para empresas no se dirigen a una titulación',
    unknownDegree: 'Esta titulación no existe',
    untilBeforeFrom: 'El último día no puede ser anterior al primero',
    untilPast: 'El último día ya ha pasado',
  },
  ca: {
    required: 'Aquest camp és requerit',
    link: 'Escriu una pàgina del portal (comença per /) o una adreça web (comença per http:// o https://)',
    companiesNoDegree: "Les comunicacions per a empreses no s'adrecen a una titulació",
    unknownDegree: 'Aquesta titulació no existeix',
    untilBeforeFrom: "L'últim dia no pot ser anterior al primer",
    untilPast: "L'últim dia ja ha passat",
  },
  en: {
    required: 'This field is required',
    link: 'Write a page of the portal (starting with /) or a web address (starting with http:// or https://)',
    companiesNoDegree: 'Announcements for companies are not addressed to a degree',
    unknownDegree: 'This degree does not exist',
    untilBeforeFrom: 'The last day cannot be before the first one',
    untilPast: 'The last day has already passed',
  },
};

const groups: Record<CommunicationAudience, CleanCommunication['studentGroup']> = {
  alumnado: 'todos',
  estudiantes: 'estudiantes',
  egresados: 'egresados',
  empresas: 'todos',
};

/** The audience as the table keeps it, back to the office's words. */
export const audienceOf = (audience: string, studentGroup: string): CommunicationAudience =>
  audience === 'Empresa' ? 'empresas' : studentGroup === 'todos' ? 'alumnado' : (studentGroup as CommunicationAudience);

const emptyToNull = (text: string): string | null => (text === '' ? null : text);

/** The texts once sanitised (sanitise.ts, run off the event loop before the checks). */
export interface PlainTexts {
  es: string;
  ca: string | null;
  en: string | null;
}

/**
 * The communication to store, or every problem found (each field once, in the caller's
 * language). `today` is the server's day (YYYY-MM-DD), the one the home shows by.
 */
export const checkCommunication = (
  fields: z.output<typeof communicationFields>,
  plain: PlainTexts,
  language: Language,
  today: string,
): { ok: true; value: CleanCommunication } | { ok: false; problems: FieldProblem[] } => {
  const say = words[language];
  const problems: FieldProblem[] = [];
  const { es } = plain;
  if (es === '') problems.push({ campo: 'textos.es', mensaje: say.required });
  const link = emptyToNull(fields.enlace ?? '');
  if (link !== null && !isCommunicationLink(link)) problems.push({ campo: 'enlace', mensaje: say.link });
  const degreeCode = emptyToNull(fields.titulacion ?? '');
  if (degreeCode !== null && fields.publico === 'empresas') problems.push({ campo: 'titulacion', mensaje: say.companiesNoDegree });
  else if (degreeCode !== null && unknownDegrees([degreeCode]).length > 0) problems.push({ campo: 'titulacion', mensaje: say.unknownDegree });
  if (fields.hasta !== null && fields.hasta < fields.desde) problems.push({ campo: 'hasta', mensaje: say.untilBeforeFrom });
  else if (fields.hasta !== null && fields.hasta < today) problems.push({ campo: 'hasta', mensaje: say.untilPast });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      audience: fields.publico === 'empresas' ? 'Empresa' : 'Alumno',
      studentGroup: groups[fields.publico],
      degreeCode,
      es,
      ca: emptyToNull(plain.ca ?? ''),
      en: emptyToNull(plain.en ?? ''),
      link,
      from: fields.desde,
      until: fields.hasta,
    },
  };
};
