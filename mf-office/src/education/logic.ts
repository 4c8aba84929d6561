import { isApiError } from '@portal/api-client';
import { registerEducationRequest, type RegisterEducationRequest } from '@portal/contracts';
import type { FieldProblem } from '../components/use-refusable-form';

/**
 * The form of an education centre's request, as the careers office registers it
 * (registraSolicitudPracticaEducacion): what it holds (text, as typed), the request it sends, what
 * the contract's own schema refuses in it (its rule keys, worded by educationFieldMessages), and
 * the server's field errors on its fields.
 */
export interface EducationRequestForm {
  cif: string;
  /** Only to choose the centre from its province's list; not sent. */
  provincia: string;
  idCentro: string;
  cicloFormativo: string;
  /** One pupil a line. */
  alumnos: string;
  plazas: string;
  fechaInicio: string;
  fechaFin: string;
  horas: string;
  tutorNombre: string;
  tutorEmail: string;
  tutorTelefono: string;
  observaciones: string;
}
export type EducationField = keyof EducationRequestForm;

export const emptyEducationRequestForm: EducationRequestForm = {
  cif: '',
  provincia: '',
  idCentro: '',
  cicloFormativo: '',
  alumnos: '',
  plazas: '',
  fechaInicio: '',
  fechaFin: '',
  horas: '',
  tutorNombre: '',
  tutorEmail: '',
  tutorTelefono: '',
  observaciones: '',
};

/** The pupils typed, one a line, blank lines left out. */
export const pupilsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A number typed, or NaN when it is not a whole one (the schema then says why). */
const wholeOf = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The call's body: what the contract's schema takes (and checks here first). */
export const educationRequestOf = (form: EducationRequestForm): RegisterEducationRequest => ({
  cif: form.cif.trim().toUpperCase(),
  idCentro: wholeOf(form.idCentro),
  cicloFormativo: form.cicloFormativo,
  alumnos: pupilsOf(form.alumnos),
  plazas: wholeOf(form.plazas),
  fechaInicio: form.fechaInicio,
  fechaFin: form.fechaFin,
  horas: wholeOf(form.horas),
  tutorCentro: { nombre: form.tutorNombre, email: form.tutorEmail, telefono: form.tutorTelefono },
  observaciones: form.observaciones,
});

/** A path of the request (`tutorCentro.email`, `alumnos.2`) as the form's field that holds it. */
export const fieldOfPath = (path: string): EducationField | undefined => {
  const [head, next] = path.split('.');
  if (head === 'tutorCentro')
    return ({ nombre: 'tutorNombre', email: 'tutorEmail', telefono: 'tutorTelefono' } as const)[
      next as 'nombre'
    ];
  return head && head !== 'provincia' && head in emptyEducationRequestForm
    ? (head as EducationField)
    : undefined;
};

/** The rule keys of educationFieldMessages; any other message of the schema is said as 'invalid'. */
const ruleKeys = new Set([
  'required',
  'date',
  'datesOrder',
  'email',
  'phone',
  'phoneTooLong',
  'places',
  'hours',
  'tooLong',
  'invalid',
]);

/**
 * The words of a refused field: an empty field is required (an empty date breaks the date's
 * pattern first); a number that is not a whole one in its bounds says its bounds.
 */
const ruleKeyOf = (field: EducationField, message: string, typed: string): string => {
  if (!typed.trim()) return 'required';
  const bounds = field === 'horas' ? 'hours' : field === 'plazas' ? 'places' : null;
  if (bounds && (message === 'required' || !ruleKeys.has(message))) return bounds;
  return ruleKeys.has(message) ? message : 'invalid';
};

/** What the contract's schema refuses in the form, a rule key a field; the centre is chosen from a list. */
export const educationProblems = (
  form: EducationRequestForm,
): Partial<Record<EducationField, FieldProblem>> => {
  const problems: Partial<Record<EducationField, FieldProblem>> = {};
  if (!form.provincia) problems.provincia = { key: 'required' };
  if (!form.idCentro) problems.idCentro = { key: 'required' };
  const request = educationRequestOf(form);
  const checked = registerEducationRequest.safeParse(request);
  if (checked.success) return problems;
  for (const issue of checked.error.issues) {
    const field = fieldOfPath(issue.path.join('.'));
    if (!field || problems[field]) continue;
    problems[field] = { key: ruleKeyOf(field, issue.message, form[field]) };
  }
  // The schema checks these two only once every field is right: said here with the rest at once.
  if (!problems.fechaFin && !problems.fechaInicio && request.fechaFin < request.fechaInicio)
    problems.fechaFin = { key: 'datesOrder' };
  if (!problems.alumnos && !problems.plazas && request.alumnos.length > request.plazas)
    problems.alumnos = { key: 'places' };
  return problems;
};

/** The server's field errors, in the user's language, on the form's fields; a CIF it does not know in the form's words. */
export const educationServerProblems = (error: unknown): Partial<Record<EducationField, FieldProblem>> => {
  const details = isApiError(error)
    ? (error.details as { errores?: { campo?: unknown; mensaje?: unknown }[] } | undefined)
    : undefined;
  const problems: Partial<Record<EducationField, FieldProblem>> = {};
  for (const item of details?.errores ?? []) {
    const field = fieldOfPath(String(item.campo ?? ''));
    if (!field || problems[field]) continue;
    problems[field] =
      field === 'cif'
        ? { key: 'unknownCif' }
        : field === 'idCentro'
          ? { key: 'unknownCentre' }
          : { text: String(item.mensaje ?? '') };
  }
  return problems;
};
