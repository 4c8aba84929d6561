import { ApiError } from '@portal/api-client';
import { Status } from '@portal/contracts';

/** A refusal found before sending, in the shape of the server's (status 15 naming the field). */
export const fieldRefusal = (campo: string, mensaje: string) =>
  new ApiError(Status.missingMandatoryData, mensaje, { errores: [{ campo, mensaje }] });
