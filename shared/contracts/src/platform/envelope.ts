import { z } from 'zod';

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

/** Languages of the portal; the order is the switch's order. */
export const languages = ['es', 'ca', 'en'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** Language ids as the server stores the preferred language (idIdiomaPreferido). */
export const languageIds: Record<Language, number> = { es: 1, ca: 2, en: 3 };
export const languageById = (id: number | null | undefined): Language | undefined =>
  (Object.entries(languageIds).find(([, value]) => value === id)?.[0] as Language | undefined) ?? undefined;
