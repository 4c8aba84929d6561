/**
 * The version of an office record as its callers send it back with a change (a stale one is
 * refused with 131): its last update to the microsecond, as text. `alias` names the table in the
 * statement; the column is selected as `version`.
 */
export const recordVersionColumn = (alias: string) =>
  `floor(extract(epoch FROM ${alias}.updated_at) * 1000000)::bigint::text AS version`;
