import { z } from 'zod';
import { failureEnvelope } from '@portal/contracts';

/**
 * Every answer is the contract's envelope: `{status: 0, datos}` on success, `{status, mensaje?}`
 * with a code of the status catalogue otherwise. The HTTP status tells proxies and logs what
 * happened; the client reads the envelope's status.
 */
export const ok = <T>(datos: T) => ({ status: 0 as const, datos });

export const fail = (status: number, mensaje?: string) =>
  mensaje === undefined ? { status } : { status, mensaje };

/** A refusal raised anywhere in a request (guards, services): the error handler answers it. */
export class HttpFailure extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    readonly mensaje?: string,
  ) {
    super(mensaje ?? `status ${status}`);
    this.name = 'HttpFailure';
  }
}

/** 400 answers carry which field failed and why, for the form to mark it. */
export const fieldError = z.object({ campo: z.string(), mensaje: z.string() });
export const validationFailure = failureEnvelope.extend({ errores: z.array(fieldError) });

/**
 * A 200 answer is either the success envelope or a business refusal (wrong password, unknown
 * event...), as the spec's clients expect.
 */
export const orRefusal = <T extends z.ZodType>(success: T) => z.union([success, failureEnvelope]);

/** The error answers every route may give, so that OpenAPI documents them too. */
export const commonFailures = {
  400: validationFailure.describe('Invalid input: status 15 with the failing fields'),
  500: failureEnvelope.describe('Unexpected failure: status 500'),
};

/** Routes behind a guard add these. */
export const guardedFailures = {
  ...commonFailures,
  401: failureEnvelope.describe('No token, or an invalid or expired one: status 2'),
  403: failureEnvelope.describe(
    'A token of the other user type (status 79), or no access to this resource (status 3)',
  ),
};

/** OpenAPI: the bearer token of a logged user. */
export const bearer = [{ bearerAuth: [] }];
