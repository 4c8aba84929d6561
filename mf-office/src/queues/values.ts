/**
 * How the record page reads a value of `registro`: the server sends flat values, nested objects,
 * lists of objects, ISO dates and download paths, with no schema per queue on this side.
 */
export type ValueKind =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date'; iso: string; withTime: boolean }
  | { kind: 'download'; path: string }
  | { kind: 'list'; items: unknown[] }
  | { kind: 'table'; rows: Record<string, unknown>[]; columns: string[] }
  | { kind: 'object'; entries: [string, unknown][] };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
/** A file the API serves (a deed, a signed copy, an invoice): fetched with the staff token. */
const downloadPath = /^\/api\/\S+$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const kindOf = (value: unknown): ValueKind => {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'string') {
    if (isoDate.test(value) && !Number.isNaN(Date.parse(value))) return { kind: 'date', iso: value, withTime: false };
    if (isoDateTime.test(value) && !Number.isNaN(Date.parse(value))) return { kind: 'date', iso: value, withTime: true };
    if (downloadPath.test(value)) return { kind: 'download', path: value };
    return { kind: 'text', text: value };
  }
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isPlainObject)) {
      const columns = [...new Set(value.flatMap((row) => Object.keys(row)))];
      return { kind: 'table', rows: value, columns };
    }
    return { kind: 'list', items: value };
  }
  if (isPlainObject(value)) return { kind: 'object', entries: Object.entries(value) };
  return { kind: 'text', text: String(value) };
};

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : `${language}-ES`);

/** A date, or a date and time, as the user's language writes it. */
export const formatWhen = (iso: string, withTime: boolean, language: string): string => {
  // A bare date is a calendar day: read it at noon UTC so no time zone moves it to another day.
  const date = new Date(withTime ? iso : `${iso}T12:00:00Z`);
  return new Intl.DateTimeFormat(localeOf(language), withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

export const formatNumber = (value: number, language: string): string => new Intl.NumberFormat(localeOf(language)).format(value);

/** How long ago, in the user's language: "hace 3 días", "fa 2 hores", "5 minutes ago". */
export const formatAge = (iso: string, language: string, now: Date = new Date()): string => {
  const since = Date.parse(iso);
  if (Number.isNaN(since)) return iso;
  const minutes = Math.max(0, Math.floor((now.getTime() - since) / 60_000));
  const relative = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'always' });
  if (minutes < 60) return relative.format(-Math.max(1, minutes), 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 60) return relative.format(-days, 'day');
  return relative.format(-Math.floor(days / 30), 'month');
};

/** The file name of a download path, for the link's text and the saved file. */
export const fileNameOf = (path: string): string => decodeURIComponent(path.split('?')[0]!.split('/').pop() || 'documento');
