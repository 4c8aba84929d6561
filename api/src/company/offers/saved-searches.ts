import { Status, myOffersFilters, type MyOffersFilters } from '@portal/contracts';
import type { Pool } from '../../platform/db/pool';
import type { CompanyCaller } from '../common/caller';
import { refuse, type Outcome } from '../../platform/http/outcome';

/** Saved searches of "my offers": each company user keeps their own, per company. */
interface SearchRow {
  id: number;
  nombre: string;
  filtros: unknown;
  fecha: Date;
}

const toSearch = (row: SearchRow) => ({
  id: row.id,
  nombre: row.nombre,
  filtros: myOffersFilters.parse(row.filtros),
  fecha: row.fecha.toISOString(),
});

const columns = 'id, name AS nombre, filters AS filtros, created_at AS fecha';

export const listSavedSearches = async (pool: Pool, caller: CompanyCaller) => {
  const { rows } = await pool.query<SearchRow>(
    `SELECT ${columns} FROM company_saved_searches WHERE user_id = $1 AND company_id = $2 ORDER BY name, id`,
    [caller.userId, caller.companyId],
  );
  return rows.map(toSearch);
};

/** Saves a search under a name; the same name again replaces its filters. */
export const saveSearch = async (pool: Pool, caller: CompanyCaller, name: string, filters: MyOffersFilters) => {
  const { rows } = await pool.query<SearchRow>(
    `INSERT INTO company_saved_searches (user_id, company_id, name, filters) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, company_id, name) DO UPDATE SET filters = EXCLUDED.filters
     RETURNING ${columns}`,
    [caller.userId, caller.companyId, name, JSON.stringify(filters)],
  );
  return toSearch(rows[0]!);
};

/** Deletes one of the caller's searches (another user's is not found: 1). */
export const deleteSavedSearch = async (pool: Pool, caller: CompanyCaller, id: number): Promise<Outcome<null>> => {
  const { rowCount } = await pool.query(
    'DELETE FROM company_saved_searches WHERE id = $1 AND user_id = $2 AND company_id = $3',
    [id, caller.userId, caller.companyId],
  );
  return rowCount ? { ok: true, value: null } : refuse(Status.generalError);
};
