/**
 * The portal's languages as plain values, without zod: the apps read them on every first view,
 * where no schema is needed (envelope.ts builds `languageSchema` from the same list).
 */

/** Languages of the portal; the order is the switch's order. */
export const languages = ['es', 'ca', 'en'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value);

/** `value` when it is a language of the portal, else `fallback` (es unless said). */
export const asLanguage = (value: unknown, fallback: Language = 'es'): Language => (isLanguage(value) ? value : fallback);

/** Language ids as the server stores the preferred language (idIdiomaPreferido). */
export const languageIds: Record<Language, number> = { es: 1, ca: 2, en: 3 };
export const languageById = (id: number | null | undefined): Language | undefined =>
  (Object.entries(languageIds).find(([, value]) => value === id)?.[0] as Language | undefined) ?? undefined;
