import type { z } from 'zod';
import type { Language, StudentAddressRequest, studentAddressResponse, studentCvResponse } from '@portal/contracts';
import { call, downloadBlob, isApiError, type CallOptions } from '@portal/api-client';

/** The server words its field errors in `language` (Accept-Language), the language shown. */
const languageHeader = (language: Language) => ({ 'Accept-Language': language });

/** A CV write answers `{aviso}` (a notice code such as 532 or 537) and often the saved record. */
type CvWriteAnswer = z.ZodType<{ status: 0; datos: { aviso?: number | null; [field: string]: unknown } }>;
/** A delete answers `true`. */
type CvDeleteAnswer = z.ZodType<{ status: 0; datos: true }>;

/** The calls of the CV remote that the shared client does not have. */
export const cvApi = {
  /** dameCvUsuario: the whole CV, every record with its id, and the institution's form settings. */
  load: (options?: CallOptions) => call<typeof studentCvResponse>({ url: '/api/Alumno/dameCvUsuario' }, options),

  saveAddress: (address: StudentAddressRequest, language: Language, options?: CallOptions) =>
    call<typeof studentAddressResponse>(
      { method: 'POST', url: '/api/Alumno/editDomicilio', data: address, headers: languageHeader(language) },
      options,
    ),

  /**
   * Any CV write (`/api/Alumno/<name>`): its refusals are shown in place, so it is silent.
   * `onUploadProgress` gets the share of the body sent (the uploads' progress bars).
   */
  write: (
    name: string,
    data: unknown,
    language: Language,
    onUploadProgress?: (fraction: number) => void,
  ) =>
    call<CvWriteAnswer>(
      { method: 'POST', url: `/api/Alumno/${name}`, data, headers: languageHeader(language), onUploadProgress },
      { silent: true },
    ),

  remove: (name: string, id: number, language: Language) =>
    call<CvDeleteAnswer>(
      { method: 'POST', url: `/api/Alumno/${name}`, data: { id }, headers: languageHeader(language) },
      { silent: true },
    ),

  /** A file of the student's (documents, the photo, the CV as PDF...): fetched with the token. */
  file: (url: string, params?: Record<string, unknown>): Promise<Blob> => downloadBlob({ url, params }),
};

interface FieldError {
  campo: string;
  mensaje: string;
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).campo === 'string' &&
  typeof (value as FieldError).mensaje === 'string';

/** The fields a status-15 answer names, or none when the failure is of another kind. */
export const fieldErrorsOf = (error: unknown): FieldError[] => {
  if (!isApiError(error)) return [];
  const errors = (error.details as { errores?: unknown } | null | undefined)?.errores;
  return Array.isArray(errors) && errors.every(isFieldError) ? errors : [];
};
