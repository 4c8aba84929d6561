import { z } from 'zod';

/**
 * Ids, and the other integers a caller writes as text, as the API takes them (issue 22).
 *
 * Every id of ours lives in a PostgreSQL `integer` (int4) column: none is bigint. A value past
 * that column's range reaches SQL as an error (a 500) instead of the caller's 400, so each id is
 * bounded here, once, and every path, query and body id uses these schemas.
 */
export const largestInteger = 2_147_483_647;

/**
 * Decimal digits only: no sign, space, point or exponent, no 0x/0o/0b prefix, no `Infinity`.
 * `Number()` and `z.coerce.number()` read every one of those, which let `0x80000000` past a
 * decimal bound and into an integer column. Ten digits at most: no integer column holds more.
 */
const decimalDigits = /^[0-9]{1,10}$/;

/** An integer from `min` to `max` written as text in decimal digits: a query's page, size or state. */
export const integerText = (min: number, max: number) =>
  z.string().regex(decimalDigits).transform(Number).pipe(z.number().int().min(min).max(max));

/** An id as a JSON body carries it: a whole number from 1 to the largest the column holds. */
export const idNumber = z.number().int().min(1).max(largestInteger);

/** An id as a path parameter or query value carries it: decimal digits, with the same bounds. */
export const idText = integerText(1, largestInteger);

/** `/…/{id}`: the one parameter of most routes that act on one record. */
export const idParams = z.object({ id: idText });

/**
 * A reference that is either a record's id or its access URL (an offer's `urlOferta`): when it
 * is all digits the server reads it as an id, so it must be one a column holds.
 */
export const idOrSlug = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((reference) => !/^[0-9]+$/.test(reference) || idText.safeParse(reference).success);
