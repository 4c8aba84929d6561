import { isApiError } from '@portal/api-client';
import { Status, informativeNoteMaxBytes, type PublishInformativeNoteRequest } from '@portal/contracts';
import { fileRuleBroken } from '@portal/ui';
import type { FieldProblem } from '../components/use-refusable-form';

/**
 * The informative note form's rules for comfort (the server decides, publicaNotaInformativa): what
 * the form holds, what is wrong with it, the request it sends, and the server's refusals mapped
 * onto its fields.
 */
export const noteKinds = ['curricular', 'extraordinaria'] as const;
export type NoteKind = (typeof noteKinds)[number];

/** The rules of publishInformativeNoteRequest, as the form says them. */
export const noteLimits = {
  titleMin: 3,
  titleMax: 200,
  summaryMin: 3,
  summaryMax: 500,
  textMax: 20_000,
} as const;
export const notePdfRules = { extensions: ['pdf'], maxBytes: informativeNoteMaxBytes } as const;

/** A PDF chosen for the note: its name, what is wrong with it (checked before reading), its content. */
export interface ChosenPdf {
  nombre: string;
  problem: 'fileType' | 'fileSize' | null;
  base64: string;
}

export interface NoteForm {
  tipo: NoteKind | '';
  titulo: string;
  resumen: string;
  texto: string;
  pdf: ChosenPdf | null;
}
export type NoteField = 'tipo' | 'titulo' | 'resumen' | 'texto' | 'pdf';

export const emptyNoteForm: NoteForm = { tipo: '', titulo: '', resumen: '', texto: '', pdf: null };

/** A chosen file as the form keeps it: a file that breaks a rule is not read (nor sent). */
export const choosePdf = async (file: File, read: (file: File) => Promise<string>): Promise<ChosenPdf> => {
  const problem = fileRuleBroken(file, notePdfRules);
  return { nombre: file.name, problem, base64: problem ? '' : await read(file) };
};

const lengthProblem = (text: string, min: number, max: number): FieldProblem | undefined => {
  const length = text.trim().length;
  if (length === 0) return { key: 'required' };
  if (length < min) return { key: 'tooShort' };
  return length > max ? { key: 'tooLong' } : undefined;
};

export const noteProblems = (form: NoteForm): Partial<Record<NoteField, FieldProblem>> => {
  const problems: Partial<Record<NoteField, FieldProblem>> = {};
  if (!form.tipo) problems.tipo = { key: 'kindRequired' };
  const title = lengthProblem(form.titulo, noteLimits.titleMin, noteLimits.titleMax);
  if (title) problems.titulo = title;
  const summary = lengthProblem(form.resumen, noteLimits.summaryMin, noteLimits.summaryMax);
  if (summary) problems.resumen = summary;
  if (form.texto.trim().length > noteLimits.textMax) problems.texto = { key: 'tooLong' };
  else if (!form.texto.trim() && !form.pdf) problems.texto = { key: 'textOrPdf' };
  if (form.pdf?.problem) problems.pdf = { key: form.pdf.problem };
  return problems;
};

/** The call's body from a form the page accepted. */
export const noteRequestOf = (form: NoteForm): PublishInformativeNoteRequest => ({
  tipo: form.tipo as NoteKind,
  titulo: form.titulo.trim(),
  resumen: form.resumen.trim(),
  ...(form.texto.trim() ? { texto: form.texto.trim() } : {}),
  ...(form.pdf?.base64 ? { pdfB64: form.pdf.base64 } : {}),
});

/** The request's field names that are not the form's own. */
const fieldOfServer: Record<string, NoteField> = { pdfB64: 'pdf', body: 'pdf' };
const fields: readonly NoteField[] = ['tipo', 'titulo', 'resumen', 'texto', 'pdf'];

/**
 * The server's refusals at their fields: its field errors (400/15, in the user's language) where
 * it names them, a PDF refused for its content (46, 150) at the file, in the catalogue's words
 * (`statusText`); any other refusal stays with the page's notice.
 */
export const noteServerProblems = (
  error: unknown,
  statusText: (status: number) => string,
): Partial<Record<NoteField, FieldProblem>> => {
  if (!isApiError(error)) return {};
  if (error.status === Status.extensionNotAllowed || error.status === Status.fileUnpacksTooLarge)
    return { pdf: { text: statusText(error.status) } };
  const details = error.details as { errores?: { campo?: unknown; mensaje?: unknown }[] } | undefined;
  const problems: Partial<Record<NoteField, FieldProblem>> = {};
  for (const item of details?.errores ?? []) {
    const name = String(item.campo ?? '');
    const field =
      fieldOfServer[name] ?? (fields.includes(name as NoteField) ? (name as NoteField) : undefined);
    if (field && !problems[field]) problems[field] = { text: String(item.mensaje ?? '') };
  }
  return problems;
};
