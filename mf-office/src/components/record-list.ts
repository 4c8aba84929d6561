/** The list after one record changed: the server's answer replaces its row, or joins the list. */
export const withRecord = <R extends { id: number }>(records: readonly R[], changed: R): R[] =>
  records.some((record) => record.id === changed.id)
    ? records.map((record) => (record.id === changed.id ? changed : record))
    : [...records, changed];
