import type { Language } from '@portal/contracts';

/**
 * A value a decision carries besides its reason (`datos` of POST …/decision): a formalised
 * agreement's expiry date, a payment's date or amount. The record page shows one input per field
 * next to the decision's button, labelled with `campos[campo]` (the raw key where that word is
 * missing), and sends `datos: { [campo]: value }`:
 * - `fecha`: a date input, sent as `YYYY-MM-DD`;
 * - `texto`: a text input, sent as typed (trimmed);
 * - `numero`: a number input, sent as a number.
 * Every field is required unless `opcional` is true; the server validates for truth anyway.
 */
export interface DecisionField {
  campo: string;
  tipo: 'fecha' | 'texto' | 'numero';
  opcional?: boolean;
}

/**
 * What the office remote says of one work queue, in one language: the words of the server's keys
 * (states, actions, record fields, warnings) that the queue's list and record page show. Each
 * queue's file beside this one holds its words in es, ca and en, and is listed in `index.ts`.
 * A key without a word here is shown raw: a missing word never hides a value.
 */
export interface QueueWords {
  /** The queue's name on the dashboard and as the list's heading. */
  titulo: string;
  /** One sentence: what waits here and what the office does with it. */
  descripcion: string;
  /**
   * Item and record states (QueueItem.estado, QueueRecord.estado). Their keys, in this order, are
   * the options of the list's state filter (besides "what waits", the server's default).
   */
  estados: Record<string, string>;
  /** Decisions (QueueRecord.acciones[].accion), as the button says them. */
  acciones: Record<string, string>;
  /**
   * Labels of the record's fields (QueueRecord.registro keys, nested keys included: the columns of
   * a list of objects, the fields of a nested object), and of the decisions' `datosAccion` fields.
   * Values are shown by what they are: ISO dates in the user's language, booleans as yes/no,
   * strings starting with `/api/` as a download link (fetched with the staff token). A top-level
   * key `id…` (idEmpresa) is a reference, not shown among the record's data (it is in a table).
   */
  campos: Record<string, string>;
  /** Warnings of a list item (QueueItem.avisos). */
  avisos: Record<string, string>;
  /**
   * Optional: the decisions that carry `datos`, by action key (the same in every language; the
   * record page reads the shown language's, or Spanish's). See DecisionField.
   */
  datosAccion?: Record<string, DecisionField[]>;
}

export type QueueLabels = Record<Language, QueueWords>;
