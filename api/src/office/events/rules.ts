import { isEventLink, type Language, type EventStudentGroup, type officeEventFields } from '@portal/contracts';
import type { z } from 'zod';
import { unknownDegrees } from '../../company/common/references';
import type { FieldProblem, PlainTexts } from '../communications/rules';

/**
 * The rules an event's fields keep beyond their shape (the zod schema's): the Spanish title and
 * description must say something once sanitised (the others may stay empty: readers see the
 * Spanish ones then); the category is one that exists; it ends after it starts, and a new one
 * not in the past; it happens somewhere (a place, an online link, or both), and the link is a web
 * page; it is for someone (students, companies or both), and only students are addressed by
 * degree, one the reference data knows; registration closes after it opens and before the end;
 * the places are not fewer than the registrations it already has.
 */

/** What is stored, once sanitised and checked. */
export interface CleanEvent {
  title: PlainTexts;
  description: PlainTexts;
  categoryId: number;
  startsAt: string;
  endsAt: string;
  place: string;
  onlineUrl: string | null;
  places: number | null;
  forStudents: boolean;
  studentGroup: EventStudentGroup;
  degreeCode: string | null;
  forCompanies: boolean;
  registrationOpensAt: string | null;
  registrationClosesAt: string | null;
}

type Rule =
  | 'required'
  | 'unknownCategory'
  | 'endBeforeStart'
  | 'endPast'
  | 'placeOrLink'
  | 'link'
  | 'noAudience'
  | 'degreeOnlyStudents'
  | 'unknownDegree'
  | 'closeBeforeOpen'
  | 'closeAfterEnd';

const words: Record<Language, Record<Rule, string> & { placesBelow: (count: number) => string }> = {
  es: {
    required: 'Este campo es requerido',
    unknownCategory: 'Esta categoría no existe',
    endBeforeStart: 'El final no puede ser anterior al inicio',
    endPast: 'El evento ya habría terminado: el final no puede estar en el pasado',
    placeOrLink: 'Indica un lugar, un enlace para seguirlo en línea, o ambos',
    link: 'Escribe una dirección web que empiece por http:// o https://',
    noAudience: 'Elige para quién es: estudiantes, empresas o ambos',
    degreeOnlyStudents: 'Solo los eventos para estudiantes se dirigen a una titulación',
    unknownDegree: 'Esta titulación no existe',
    closeBeforeOpen: 'La inscripción debe cerrarse después de abrirse',
    closeAfterEnd: 'La inscripción no puede cerrarse después del final del evento',
    placesBelow: (count) => `Las plazas no pueden ser menos que las ${count} inscripciones que ya tiene el evento`,
  },
  ca: {
    required: 'Aquest camp és requerit',
    unknownCategory: 'Aquesta categoria no existeix',
    endBeforeStart: "El final no pot ser anterior a l'inici",
    endPast: "L'esdeveniment ja hauria acabat: el final no pot ser en el passat",
    placeOrLink: "Indica un lloc, un enllaç per seguir-lo en línia, o tots dos",
    link: 'Escriu una adreça web que comenci per http:// o https://',
    noAudience: 'Tria per a qui és: estudiants, empreses o tots dos',
    degreeOnlyStudents: "Només els esdeveniments per a estudiants s'adrecen a una titulació",
    unknownDegree: 'Aquesta titulació no existeix',
    closeBeforeOpen: "La inscripció s'ha de tancar després d'obrir-se",
    closeAfterEnd: "La inscripció no es pot tancar després del final de l'esdeveniment",
    placesBelow: (count) => `Les places no poden ser menys que les ${count} inscripcions que ja té l'esdeveniment`,
  },
  en: {
    required: 'This field is required',
    unknownCategory: 'This category does not exist',
    endBeforeStart: 'The end cannot be before the start',
    endPast: 'The event would already be over: the end cannot be in the past',
    placeOrLink: 'Give a place, a link to follow it online, or both',
    link: 'Write a web address starting with http:// or https://',
    noAudience: 'Choose who it is for: students, companies or both',
    degreeOnlyStudents: 'Only events for students are addressed to a degree',
    unknownDegree: 'This degree does not exist',
    closeBeforeOpen: 'Registration must close after it opens',
    closeAfterEnd: 'Registration cannot close after the event ends',
    placesBelow: (count) => `The places cannot be fewer than the ${count} registrations the event already has`,
  },
};

const emptyToNull = (text: string | null | undefined): string | null => (text === null || text === undefined || text === '' ? null : text);
const time = (moment: string) => new Date(moment).getTime();

/** What the checks need to know of the database and of the event as it is. */
export interface EventContext {
  language: Language;
  /** The server's clock. */
  now: Date;
  /** The category's id, if its slug exists. */
  categoryId: number | undefined;
  /** The registrations it already has (0 for a new one). */
  registrations: number;
  /** A new event may not end in the past; an edit of a past one may fix its texts. */
  isNew: boolean;
}

/** The event to store, or every problem found (each field once, in the caller's language). */
export const checkEvent = (
  fields: z.output<typeof officeEventFields>,
  plain: { title: PlainTexts; description: PlainTexts },
  context: EventContext,
): { ok: true; value: CleanEvent } | { ok: false; problems: FieldProblem[]; placesBelow: boolean } => {
  const say = words[context.language];
  const problems: FieldProblem[] = [];
  const problem = (campo: string, mensaje: string) => problems.push({ campo, mensaje });
  if (plain.title.es === '') problem('titulo.es', say.required);
  if (plain.description.es === '') problem('descripcion.es', say.required);
  if (context.categoryId === undefined) problem('categoria', say.unknownCategory);
  if (time(fields.fin) < time(fields.inicio)) problem('fin', say.endBeforeStart);
  else if (context.isNew && time(fields.fin) < context.now.getTime()) problem('fin', say.endPast);
  const place = fields.lugar ?? '';
  const link = emptyToNull(fields.enlace);
  if (place === '' && link === null) problem('lugar', say.placeOrLink);
  if (link !== null && !isEventLink(link)) problem('enlace', say.link);
  if (fields.estudiantes === null && !fields.empresas) problem('estudiantes', say.noAudience);
  const degreeCode = emptyToNull(fields.titulacion);
  if (degreeCode !== null && fields.estudiantes === null) problem('titulacion', say.degreeOnlyStudents);
  else if (degreeCode !== null && unknownDegrees([degreeCode]).length > 0) problem('titulacion', say.unknownDegree);
  const { inscripcionDesde: opens, inscripcionHasta: closes } = fields;
  if (closes !== null && opens !== null && time(closes) <= time(opens)) problem('inscripcionHasta', say.closeBeforeOpen);
  else if (closes !== null && time(closes) > time(fields.fin)) problem('inscripcionHasta', say.closeAfterEnd);
  const placesBelow = fields.plazas !== null && fields.plazas < context.registrations;
  if (placesBelow) problem('plazas', say.placesBelow(context.registrations));
  if (problems.length > 0) return { ok: false, problems, placesBelow };
  return {
    ok: true,
    value: {
      title: plain.title,
      description: plain.description,
      categoryId: context.categoryId!,
      startsAt: fields.inicio,
      endsAt: fields.fin,
      place,
      onlineUrl: link,
      places: fields.plazas,
      forStudents: fields.estudiantes !== null,
      studentGroup: fields.estudiantes ?? 'todos',
      degreeCode,
      forCompanies: fields.empresas,
      registrationOpensAt: opens,
      registrationClosesAt: closes,
    },
  };
};

const cancelTitles: Record<Language, (title: string) => string> = {
  es: (title) => `Evento cancelado: ${title}`,
  ca: (title) => `Esdeveniment cancel·lat: ${title}`,
  en: (title) => `Event cancelled: ${title}`,
};
const cancelBodies: Record<Language, (title: string, when: string, reason: string) => string> = {
  es: (title, when, reason) => `El evento «${title}» del ${when}, en el que estabas inscrito, se ha cancelado.${reason ? ` Motivo: ${reason}` : ''}`,
  ca: (title, when, reason) => `L'esdeveniment «${title}» del ${when}, en què estaves inscrit, s'ha cancel·lat.${reason ? ` Motiu: ${reason}` : ''}`,
  en: (title, when, reason) => `The event “${title}” on ${when}, which you registered for, has been cancelled.${reason ? ` Reason: ${reason}` : ''}`,
};
const locales: Record<Language, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

/** The notice a registered person receives when the event is cancelled, in their language. */
export const cancellationNotice = (language: Language, title: string, startsAt: Date, reason: string) => {
  const when = new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(startsAt);
  return { title: cancelTitles[language](title), body: cancelBodies[language](title, when, reason) };
};
