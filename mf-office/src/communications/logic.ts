import {
  communicationTextMax,
  isCommunicationLink,
  languages,
  type CommunicationAudience,
  type CommunicationCreateRequest,
  type Language,
  type StaffCommunication,
} from '@portal/contracts';
import { isApiError } from '@portal/api-client';

/**
 * The communication form's rules for comfort (the server decides, with the same words): what
 * the form holds, what is wrong with it, and the server's field errors mapped onto its fields.
 */
export interface CommunicationForm {
  publico: CommunicationAudience;
  titulacion: string;
  textos: Record<Language, string>;
  enlace: string;
  desde: string;
  hasta: string;
  notificar: boolean;
}

export type FormField = 'textos.es' | 'textos.ca' | 'textos.en' | 'publico' | 'titulacion' | 'enlace' | 'desde' | 'hasta';
/** A key of the `officeCommunications` texts, or the server's own words. */
export type Problem = { key: 'required' | 'tooLong' | 'linkInvalid' | 'untilBeforeFrom' | 'companiesNoDegree' } | { text: string };

export const emptyForm = (today: string): CommunicationForm => ({
  publico: 'alumnado',
  titulacion: '',
  textos: { es: '', ca: '', en: '' },
  enlace: '',
  desde: today,
  hasta: '',
  notificar: false,
});

export const formOf = (communication: StaffCommunication): CommunicationForm => ({
  publico: communication.publico,
  titulacion: communication.titulacion ?? '',
  textos: { es: communication.textos.es, ca: communication.textos.ca ?? '', en: communication.textos.en ?? '' },
  enlace: communication.enlace ?? '',
  desde: communication.desde,
  hasta: communication.hasta ?? '',
  notificar: false,
});

/** The fields in the order the form shows them: the first wrong one takes the focus. */
export const fieldOrder: FormField[] = ['textos.es', 'textos.ca', 'textos.en', 'publico', 'titulacion', 'enlace', 'desde', 'hasta'];

export const formProblems = (form: CommunicationForm): Partial<Record<FormField, Problem>> => {
  const problems: Partial<Record<FormField, Problem>> = {};
  for (const language of languages) {
    if (form.textos[language].length > communicationTextMax) problems[`textos.${language}`] = { key: 'tooLong' };
  }
  if (form.textos.es.trim() === '') problems['textos.es'] = { key: 'required' };
  if (form.enlace.trim() !== '' && !isCommunicationLink(form.enlace.trim())) problems.enlace = { key: 'linkInvalid' };
  if (form.publico === 'empresas' && form.titulacion !== '') problems.titulacion = { key: 'companiesNoDegree' };
  if (form.desde === '') problems.desde = { key: 'required' };
  if (form.hasta !== '' && form.desde !== '' && form.hasta < form.desde) problems.hasta = { key: 'untilBeforeFrom' };
  return problems;
};

/** The body the server takes: empty optional fields are null. */
export const requestOf = (form: CommunicationForm): CommunicationCreateRequest => ({
  publico: form.publico,
  titulacion: form.publico === 'empresas' || form.titulacion === '' ? null : form.titulacion,
  textos: { es: form.textos.es, ca: form.textos.ca.trim() === '' ? null : form.textos.ca, en: form.textos.en.trim() === '' ? null : form.textos.en },
  enlace: form.enlace.trim() === '' ? null : form.enlace.trim(),
  desde: form.desde,
  hasta: form.hasta === '' ? null : form.hasta,
  notificar: form.notificar,
});

/** The server's field errors (400, status 15) on the form's fields; the rest stay with the notice. */
export const serverProblems = (error: unknown): Partial<Record<FormField, Problem>> => {
  const details = isApiError(error) ? (error.details as { errores?: { campo?: unknown; mensaje?: unknown }[] } | undefined) : undefined;
  const problems: Partial<Record<FormField, Problem>> = {};
  for (const item of details?.errores ?? []) {
    const field = String(item.campo ?? '') as FormField;
    if (fieldOrder.includes(field)) problems[field] = { text: String(item.mensaje ?? '') };
  }
  return problems;
};

/** The page's day (YYYY-MM-DD) in the staff member's time zone, the first day a new one is shown. */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
