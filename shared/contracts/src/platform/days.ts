/** A day written YYYY-MM-DD, as the date inputs give it. */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether `value` is a day of the calendar written YYYY-MM-DD (issue 22): 2026-02-30, 2026-13-01
 * and 0000-00-00 match the pattern but are none, and PostgreSQL answers them with an error (a
 * 500) instead of the caller's 400. Year 0 does not exist for PostgreSQL either.
 */
export const isCalendarDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !dayPattern.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
