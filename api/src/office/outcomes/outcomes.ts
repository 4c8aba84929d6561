import {
  Status,
  defaultOutcomePeriod,
  longestOutcomePeriodDays,
  shownCount,
  type OutcomePanel,
  type OutcomeQuery,
  type OutcomeTable,
  type OutcomeValue,
} from '@portal/contracts';
import type { Pool } from '../../platform/db/pool';
import { unknownDegrees } from '../../company/common/references';
import { panelQueries } from './panels';

export type OutcomeAnswer = { ok: true; table: OutcomeTable } | { ok: false; status: number };

const dayMs = 86_400_000;

/** The period and degree asked for, or the refusal: 210 (period backwards or over ten years), 211 (unknown degree). */
export const outcomeFilters = (query: OutcomeQuery, today = new Date()) => {
  const fallback = defaultOutcomePeriod(today);
  const desde = query.desde ?? (query.hasta ? `${Number(query.hasta.slice(0, 4)) - 1}${query.hasta.slice(4)}` : fallback.desde);
  const hasta = query.hasta ?? fallback.hasta;
  const length = (Date.parse(hasta) - Date.parse(desde)) / dayMs;
  if (!(length >= 0) || length > longestOutcomePeriodDays) return { ok: false as const, status: Status.outcomePeriodInvalid };
  const degree = query.titulacion ?? null;
  if (degree !== null && unknownDegrees([degree]).length > 0) return { ok: false as const, status: Status.outcomeDegreeUnknown };
  return { ok: true as const, desde, hasta, degree };
};

/**
 * The privacy rule on a table: a count of people between 1 and 4 reads "< 5"; totals add the
 * shown cells only (a hidden cell is never part of a total, so no subtraction finds it). The
 * survey panel's response rate is computed from the shown figures and is absent when either is hidden.
 */
const withPrivacy = (panel: OutcomePanel, rows: unknown[][]): OutcomeTable => {
  const { dimensions, measures } = panelQueries[panel];
  let hidden = false;
  const filas = rows.map((row) => {
    const etiquetas = row.slice(0, dimensions.length).map((label) => String(label));
    const valores: OutcomeValue[] = measures.map((measure, index) => {
      const value = row[dimensions.length + index] as number | null;
      if (value === null || measure.tipo !== 'personas') return value;
      const shown = shownCount(value);
      if (shown !== value) hidden = true;
      return shown;
    });
    return { etiquetas, valores };
  });
  const table: OutcomeTable = {
    panel,
    dimensiones: dimensions,
    medidas: measures,
    filas,
    totales: measures.map((measure, index) =>
      measure.tipo === 'personas' || measure.tipo === 'cuenta'
        ? filas.reduce((sum, row) => sum + (typeof row.valores[index] === 'number' ? (row.valores[index] as number) : 0), 0)
        : null,
    ),
    ocultas: hidden,
  };
  return panel === 'encuestas' ? withResponseRate(table) : table;
};

/** Responses over audience, in percent with one decimal, when both are shown and the audience is not empty. */
const withResponseRate = (table: OutcomeTable): OutcomeTable => {
  const rate = (audience: OutcomeValue, responses: OutcomeValue): OutcomeValue =>
    typeof audience === 'number' && typeof responses === 'number' && audience > 0
      ? Math.round((responses / audience) * 1000) / 10
      : null;
  return {
    ...table,
    medidas: [...table.medidas, { clave: 'tasa', tipo: 'porcentaje' }],
    filas: table.filas.map((row) => ({ ...row, valores: [...row.valores, rate(row.valores[0]!, row.valores[1]!)] })),
    totales: [...table.totales, rate(table.totales[0]!, table.totales[1]!)],
  };
};

/** One dashboard's table for the period and degree asked for, computed in one SQL statement. */
export const outcomeTable = async (pool: Pool, panel: OutcomePanel, query: OutcomeQuery): Promise<OutcomeAnswer> => {
  const filters = outcomeFilters(query);
  if (!filters.ok) return filters;
  const { rows } = await pool.query<unknown[]>({
    text: panelQueries[panel].sql,
    values: [filters.desde, filters.hasta, filters.degree],
    rowMode: 'array',
  });
  return { ok: true, table: withPrivacy(panel, rows) };
};
