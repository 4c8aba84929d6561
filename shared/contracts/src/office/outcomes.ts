import { z } from 'zod';
import { isCalendarDay } from '../platform/days';
import { envelope } from '../platform/envelope';

/**
 * The careers office's outcome dashboards (issue 26): what the portal achieved in a period,
 * counted in SQL on the real tables, one panel per call. Each panel is one table (its chart is
 * drawn from it): label columns (`dimensiones`) then figure columns (`medidas`).
 *
 * Privacy: panels count, never name. A figure counting people (candidacies, internships, survey
 * audiences and respondents) between 1 and 4 is sent as `smallCount` ("< 5"), here and in the
 * exported files; 0 is shown (it names nobody). Totals add the shown cells only, so subtracting
 * the shown cells from a total never gives a hidden one back.
 */
export const outcomePanels = ['ofertas', 'sectores', 'embudo', 'cobertura', 'practicas', 'empresas', 'encuestas'] as const;
export const outcomePanel = z.enum(outcomePanels);
export type OutcomePanel = z.infer<typeof outcomePanel>;

/** The fewest people a shown figure may count (smaller ones are `smallCount`). */
export const smallestShownGroup = 5;
/** What a hidden figure reads, on the page and in the files. */
export const smallCount = '< 5' as const;

/** A figure: a number, a hidden small count, or null where there is nothing to measure (a median of no offers). */
export const outcomeValue = z.union([z.number(), z.literal(smallCount), z.null()]);
export type OutcomeValue = z.infer<typeof outcomeValue>;

/** Whether a figure counts people (hidden below five) or offers and companies (always shown), or is a number of days or a percentage. */
export const outcomeMeasureKinds = ['personas', 'cuenta', 'dias', 'porcentaje'] as const;

export const outcomeTable = z.object({
  panel: outcomePanel,
  /** Keys of the label columns (tipo, sector, mes, titulacion, anio, encuesta). */
  dimensiones: z.array(z.string()),
  /** Keys of the figure columns and what they count. */
  medidas: z.array(z.object({ clave: z.string(), tipo: z.enum(outcomeMeasureKinds) })),
  filas: z.array(z.object({ etiquetas: z.array(z.string()), valores: z.array(outcomeValue) })),
  /** The sum of the shown cells of each countable figure (null for days and percentages). */
  totales: z.array(outcomeValue),
  /** Whether any cell of the table is hidden (the page then says totals leave them out). */
  ocultas: z.boolean(),
});
export type OutcomeTable = z.infer<typeof outcomeTable>;
export const outcomeTableResponse = envelope(outcomeTable);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine(isCalendarDay, 'date');

/** The filters every panel takes: a period (both days included) and a degree code (titulaciones). */
export const outcomeQuery = z.object({
  desde: day.optional(),
  hasta: day.optional(),
  titulacion: z.string().trim().min(1).max(40).optional(),
});
export type OutcomeQuery = z.infer<typeof outcomeQuery>;
export const outcomeExportQuery = outcomeQuery.extend({ formato: z.enum(['csv', 'xlsx']) });
export const outcomePanelParams = z.object({ panel: outcomePanel });

/** The longest period a panel covers (ten years): longer ones are refused (210). */
export const longestOutcomePeriodDays = 3660;

/** The period when the caller names none: the twelve months up to today. */
export const defaultOutcomePeriod = (today: Date = new Date()): { desde: string; hasta: string } => {
  const hasta = today.toISOString().slice(0, 10);
  const from = new Date(today);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  from.setUTCDate(from.getUTCDate() + 1);
  return { desde: from.toISOString().slice(0, 10), hasta };
};

/** Hides a count of people between 1 and 4. */
export const shownCount = (count: number): OutcomeValue => (count > 0 && count < smallestShownGroup ? smallCount : count);
