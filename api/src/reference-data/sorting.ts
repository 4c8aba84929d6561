import type { Language } from '@portal/contracts';

/**
 * The orders of the spec (000 §9): lists by description ascending in the language shown;
 * functional areas with "otras"/"otros" last; specialities ignoring accents.
 */

const collators: Record<Language, Intl.Collator> = {
  es: new Intl.Collator('es', { sensitivity: 'accent', numeric: true }),
  ca: new Intl.Collator('ca', { sensitivity: 'accent', numeric: true }),
  en: new Intl.Collator('en', { sensitivity: 'accent', numeric: true }),
};

interface Described {
  descripcion: string;
}

export const compareDescriptions = (language: Language) => (a: Described, b: Described) =>
  collators[language].compare(a.descripcion, b.descripcion);

export const sortByDescription = <T extends Described>(items: readonly T[], language: Language): T[] =>
  [...items].sort(compareDescriptions(language));

/** "Óptica" files as "optica": accents never decide the order (spec 000 §9, specialities). */
export const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

export const sortIgnoringAccents = <T extends Described>(items: readonly T[], language: Language): T[] => {
  const collator = collators[language];
  return [...items].sort((a, b) =>
    collator.compare(withoutAccents(a.descripcion), withoutAccents(b.descripcion)),
  );
};

/** The catch-all entry of a list, in any of the portal's languages. */
const catchAll = /^(otras|otros|altres|others?)$/i;

export const isCatchAll = (descripcion: string): boolean => catchAll.test(descripcion.trim());

/** By description, with the catch-all entries ("Otras", "Altres", "Other") at the end. */
export const sortWithCatchAllLast = <T extends Described>(items: readonly T[], language: Language): T[] => {
  const compare = compareDescriptions(language);
  return [...items].sort(
    (a, b) => Number(isCatchAll(a.descripcion)) - Number(isCatchAll(b.descripcion)) || compare(a, b),
  );
};
