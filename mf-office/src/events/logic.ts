import {
  eventDescriptionMax,
  eventTitleMax,
  isEventLink,
  languages,
  type EventStudentGroup,
  type Language,
  type OfficeEvent,
  type OfficeEventFields,
} from '@portal/contracts';
import { isApiError } from '@portal/api-client';

/**
 * The event pages' rules for comfort (the server decides, with the same words): what the form
 * holds, what is wrong with it, the server's field errors mapped onto its fields, and which
 * events each tab of the list shows.
 */

/** Who the event is for, as the form asks it: students (all, studying, alumni) or none, and companies. */
export type StudentChoice = EventStudentGroup | 'ninguno';

export interface EventForm {
  titulo: Record<Language, string>;
  descripcion: Record<Language, string>;
  categoria: string;
  /** `datetime-local` values (YYYY-MM-DDTHH:mm) in the staff member's time zone. */
  inicio: string;
  fin: string;
  lugar: string;
  enlace: string;
  /** Digits, or empty for no limit. */
  plazas: string;
  estudiantes: StudentChoice;
  titulacion: string;
  empresas: boolean;
  inscripcionDesde: string;
  inscripcionHasta: string;
}

export type FormField =
  | `titulo.${Language}`
  | `descripcion.${Language}`
  | 'categoria'
  | 'inicio'
  | 'fin'
  | 'lugar'
  | 'enlace'
  | 'plazas'
  | 'estudiantes'
  | 'titulacion'
  | 'inscripcionDesde'
  | 'inscripcionHasta';

/** A key of the `officeEvents` texts, or the server's own words. */
export type Problem =
  | { key: 'required' | 'tooLong' | 'linkInvalid' | 'endBeforeStart' | 'placeOrLink' | 'noAudience' | 'degreeOnlyStudents' | 'closeBeforeOpen' | 'placesInvalid' }
  | { text: string };

/** The fields in the order the form shows them: the first wrong one takes the focus. */
export const fieldOrder: FormField[] = [
  'titulo.es',
  'titulo.ca',
  'titulo.en',
  'descripcion.es',
  'descripcion.ca',
  'descripcion.en',
  'categoria',
  'inicio',
  'fin',
  'lugar',
  'enlace',
  'plazas',
  'estudiantes',
  'titulacion',
  'inscripcionDesde',
  'inscripcionHasta',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` input shows it, in the browser's time zone. */
export const localMoment = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** A `datetime-local` value back to an ISO moment (the browser's time zone); empty stays null. */
export const isoMoment = (local: string): string | null => {
  if (local === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

const noTexts = (): Record<Language, string> => ({ es: '', ca: '', en: '' });

export const emptyForm = (category: string): EventForm => ({
  titulo: noTexts(),
  descripcion: noTexts(),
  categoria: category,
  inicio: '',
  fin: '',
  lugar: '',
  enlace: '',
  plazas: '',
  estudiantes: 'todos',
  titulacion: '',
  empresas: false,
  inscripcionDesde: '',
  inscripcionHasta: '',
});

const textsOf = (texts: OfficeEvent['titulo']): Record<Language, string> => ({ es: texts.es, ca: texts.ca ?? '', en: texts.en ?? '' });

export const formOf = (event: OfficeEvent): EventForm => ({
  titulo: textsOf(event.titulo),
  descripcion: textsOf(event.descripcion),
  categoria: event.categoria,
  inicio: localMoment(event.inicio),
  // The seed's events only say when they start: the form proposes that moment as their end.
  fin: localMoment(event.fin ?? event.inicio),
  lugar: event.lugar ?? '',
  enlace: event.enlace ?? '',
  plazas: event.plazas === null ? '' : String(event.plazas),
  estudiantes: event.estudiantes ?? 'ninguno',
  titulacion: event.titulacion ?? '',
  empresas: event.empresas,
  inscripcionDesde: localMoment(event.inscripcionDesde),
  inscripcionHasta: localMoment(event.inscripcionHasta),
});

export const formProblems = (form: EventForm): Partial<Record<FormField, Problem>> => {
  const problems: Partial<Record<FormField, Problem>> = {};
  for (const language of languages) {
    if (form.titulo[language].length > eventTitleMax) problems[`titulo.${language}`] = { key: 'tooLong' };
    if (form.descripcion[language].length > eventDescriptionMax) problems[`descripcion.${language}`] = { key: 'tooLong' };
  }
  if (form.titulo.es.trim() === '') problems['titulo.es'] = { key: 'required' };
  if (form.descripcion.es.trim() === '') problems['descripcion.es'] = { key: 'required' };
  if (form.categoria === '') problems.categoria = { key: 'required' };
  if (form.inicio === '') problems.inicio = { key: 'required' };
  if (form.fin === '') problems.fin = { key: 'required' };
  else if (form.inicio !== '' && form.fin < form.inicio) problems.fin = { key: 'endBeforeStart' };
  if (form.lugar.trim() === '' && form.enlace.trim() === '') problems.lugar = { key: 'placeOrLink' };
  if (form.enlace.trim() !== '' && !isEventLink(form.enlace.trim())) problems.enlace = { key: 'linkInvalid' };
  if (form.plazas !== '' && !/^[1-9]\d{0,4}$/.test(form.plazas)) problems.plazas = { key: 'placesInvalid' };
  if (form.estudiantes === 'ninguno' && !form.empresas) problems.estudiantes = { key: 'noAudience' };
  if (form.estudiantes === 'ninguno' && form.titulacion !== '') problems.titulacion = { key: 'degreeOnlyStudents' };
  if (form.inscripcionDesde !== '' && form.inscripcionHasta !== '' && form.inscripcionHasta <= form.inscripcionDesde)
    problems.inscripcionHasta = { key: 'closeBeforeOpen' };
  return problems;
};

const optional = (text: string) => (text.trim() === '' ? null : text);

/** The body the server takes: empty optional fields are null, moments are ISO. */
export const requestOf = (form: EventForm): OfficeEventFields => ({
  titulo: { es: form.titulo.es, ca: optional(form.titulo.ca), en: optional(form.titulo.en) },
  descripcion: { es: form.descripcion.es, ca: optional(form.descripcion.ca), en: optional(form.descripcion.en) },
  categoria: form.categoria,
  inicio: isoMoment(form.inicio) ?? '',
  fin: isoMoment(form.fin) ?? '',
  lugar: optional(form.lugar.trim()),
  enlace: optional(form.enlace.trim()),
  plazas: form.plazas === '' ? null : Number(form.plazas),
  estudiantes: form.estudiantes === 'ninguno' ? null : form.estudiantes,
  titulacion: form.estudiantes === 'ninguno' || form.titulacion === '' ? null : form.titulacion,
  empresas: form.empresas,
  inscripcionDesde: isoMoment(form.inscripcionDesde),
  inscripcionHasta: isoMoment(form.inscripcionHasta),
});

/** The server's field errors (400, status 15 or 194) on the form's fields; the rest stay with the notice. */
export const serverProblems = (error: unknown): Partial<Record<FormField, Problem>> => {
  const details = isApiError(error) ? (error.details as { errores?: { campo?: unknown; mensaje?: unknown }[] } | undefined) : undefined;
  const problems: Partial<Record<FormField, Problem>> = {};
  for (const item of details?.errores ?? []) {
    const field = String(item.campo ?? '') as FormField;
    if (fieldOrder.includes(field)) problems[field] = { text: String(item.mensaje ?? '') };
  }
  return problems;
};

/** The tabs of the list: events to come (drafts among them), past ones, cancelled ones. */
export const eventTabs = ['proximos', 'pasados', 'cancelados'] as const;
export type EventTab = (typeof eventTabs)[number];

export const inTab = (event: Pick<OfficeEvent, 'estado'>, tab: EventTab): boolean =>
  tab === 'cancelados' ? event.estado === 'cancelado' : tab === 'pasados' ? event.estado === 'pasado' : event.estado === 'proximo' || event.estado === 'borrador';
