import type { Language } from '@portal/contracts';

/**
 * What the office remote says of one work queue, in one language: the words of the server's keys
 * (states, actions, record fields, warnings) that the queue's list and record page show. Each
 * queue's file beside this one holds its words in es, ca and en.
 */
export interface QueueWords {
  /** The queue's name on the dashboard and as the list's heading. */
  titulo: string;
  /** One sentence: what waits here and what the office does with it. */
  descripcion: string;
  /** Item and record states (QueueItem.estado, QueueRecord.estado). */
  estados: Record<string, string>;
  /** Decisions (QueueRecord.acciones[].accion), as the button says them. */
  acciones: Record<string, string>;
  /** Labels of the record's fields (QueueRecord.registro keys, nested keys included). */
  campos: Record<string, string>;
  /** Warnings of a list item (QueueItem.avisos). */
  avisos: Record<string, string>;
}

export type QueueLabels = Record<Language, QueueWords>;
