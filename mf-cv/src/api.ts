import { z } from 'zod';
import {
  envelope,
  studentAddressResponse,
  studentCvResponse,
  type Language,
  type StudentAddressRequest,
} from '@portal/contracts';
import { call, downloadBlob, isApiError, type CallOptions } from '@portal/api-client';

/** The server words its field errors in `language` (Accept-Language), the language shown. */
const languageHeader = (language: Language) => ({ 'Accept-Language': language });

/** A CV write answers `{aviso}` (a notice code such as 532 or 537) and often the saved record. */
export const cvWriteAnswer = envelope(z.looseObject({ aviso: z.number().int().nullable().optional() }));
/** A delete answers `true`. */
export const cvDeleteAnswer = envelope(z.literal(true));

/** The calls of the CV remote that the shared client does not have. */
export const cvApi = {
  /** dameCvUsuario: the whole CV, every record with its id, and the institution's form settings. */
  load: (options?: CallOptions) => call({ url: '/api/Alumno/dameCvUsuario' }, studentCvResponse, options),

  saveAddress: (address: StudentAddressRequest, language: Language, options?: CallOptions) =>
    call(
      { method: 'POST', url: '/api/Alumno/editDomicilio', data: address, headers: languageHeader(language) },
      studentAddressResponse,
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
    call(
      { method: 'POST', url: `/api/Alumno/${name}`, data, headers: languageHeader(language), onUploadProgress },
      cvWriteAnswer,
      { silent: true },
    ),

  remove: (name: string, id: number, language: Language) =>
    call(
      { method: 'POST', url: `/api/Alumno/${name}`, data: { id }, headers: languageHeader(language) },
      cvDeleteAnswer,
      { silent: true },
    ),

  /** A file of the student's (documents, the photo, the CV as PDF...): fetched with the token. */
  file: (url: string, params?: Record<string, unknown>): Promise<Blob> => downloadBlob({ url, params }),
};

const fieldErrors = z.object({ errores: z.array(z.object({ campo: z.string(), mensaje: z.string() })) });

/** The fields a status-15 answer names, or none when the failure is of another kind. */
export const fieldErrorsOf = (error: unknown): { campo: string; mensaje: string }[] => {
  if (!isApiError(error)) return [];
  const parsed = fieldErrors.safeParse(error.details);
  return parsed.success ? parsed.data.errores : [];
};
