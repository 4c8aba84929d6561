import type { Language, QueueId } from '@portal/contracts';
import { queueLabels, type DecisionField, type QueueWords } from './labels';

const languages: readonly Language[] = ['es', 'ca', 'en'];
export const languageOf = (language: string | undefined): Language =>
  languages.find((known) => language?.startsWith(known)) ?? 'es';

/** A queue's words in one language, as a set of lookups that fall back to the raw key. */
export interface Words {
  /** The queue's own title and sentence, when its labels say them. */
  titulo: string | undefined;
  descripcion: string | undefined;
  /** State keys the list can filter by, in the labels' order. */
  estados: string[];
  state: (key: string) => string;
  action: (key: string) => string;
  field: (key: string) => string;
  warning: (key: string) => string;
  /** What a decision carries besides its reason (datosAccion), read from the language or Spanish. */
  decisionFields: (accion: string) => DecisionField[];
}

const lookup = (table: Record<string, string> | undefined) => (key: string) => table?.[key] || key;

export const wordsOf = (cola: QueueId, language: string | undefined): Words => {
  const labels = queueLabels[cola];
  const words: QueueWords | undefined = labels?.[languageOf(language)] ?? labels?.es;
  return {
    titulo: words?.titulo,
    descripcion: words?.descripcion,
    estados: Object.keys(words?.estados ?? {}),
    state: lookup(words?.estados),
    action: lookup(words?.acciones),
    field: lookup(words?.campos),
    warning: lookup(words?.avisos),
    decisionFields: (accion) => words?.datosAccion?.[accion] ?? labels?.es.datosAccion?.[accion] ?? [],
  };
};
