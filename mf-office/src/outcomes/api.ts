import type { OutcomePanel, OutcomeQuery, outcomeTableResponse } from '@portal/contracts';
import { call, downloadBlob } from '@portal/api-client';
import { asStaff, endedOnLoss, inLanguage } from '../api';

/** The outcome dashboards' calls: one table per panel, and the same table as a file. */
const queryOf = (filters: OutcomeQuery, extra: Record<string, string> = {}) =>
  new URLSearchParams(
    Object.fromEntries(Object.entries({ ...filters, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1]))),
  ).toString();

export const outcomesApi = {
  table: (panel: OutcomePanel, filters: OutcomeQuery) =>
    endedOnLoss(call<typeof outcomeTableResponse>({ url: `/api/Orientacion/resultados/${panel}?${queryOf(filters)}`, headers: asStaff() })),
  file: (panel: OutcomePanel, filters: OutcomeQuery, formato: 'csv' | 'xlsx') =>
    endedOnLoss(
      downloadBlob({
        url: `/api/Orientacion/resultados/${panel}/exportar?${queryOf(filters, { formato })}`,
        headers: { ...asStaff(), ...inLanguage() },
      }),
    ),
};
