import { z } from 'zod';
import { languages } from './languages';

/**
 * Every API answer is `{status, datos}`: status 0 is success, any other value is a code of the
 * status catalogue. `mensaje` carries the server's own text where the spec shows it (3, 79, 80...).
 */
export const envelope = <T extends z.ZodType>(datos: T) =>
  z.object({
    status: z.literal(0),
    datos,
  });

export const failureEnvelope = z.object({
  status: z.number().int().positive(),
  mensaje: z.string().optional(),
  datos: z.unknown().optional(),
});

export type Failure = z.infer<typeof failureEnvelope>;
export type Envelope<T> = { status: 0; datos: T } | Failure;

/** One of the portal's languages (platform/languages.ts), as a schema for requests and answers. */
export const languageSchema = z.enum(languages);
