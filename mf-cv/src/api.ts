import { z } from 'zod';
import { studentAddressResponse, type Language, type StudentAddressRequest } from '@portal/contracts';
import { call, isApiError, type CallOptions } from '@portal/api-client';

/** The calls of the CV remote that the shared client does not have. */
export const cvApi = {
  /** The server words its field errors in `language` (Accept-Language), the language shown. */
  saveAddress: (address: StudentAddressRequest, language: Language, options?: CallOptions) =>
    call(
      {
        method: 'POST',
        url: '/api/Alumno/editDomicilio',
        data: address,
        headers: { 'Accept-Language': language },
      },
      studentAddressResponse,
      options,
    ),
};

const fieldErrors = z.object({ errores: z.array(z.object({ campo: z.string(), mensaje: z.string() })) });

/** The fields a status-15 answer names, or none when the failure is of another kind. */
export const fieldErrorsOf = (error: unknown): { campo: string; mensaje: string }[] => {
  if (!isApiError(error)) return [];
  const parsed = fieldErrors.safeParse(error.details);
  return parsed.success ? parsed.data.errores : [];
};
