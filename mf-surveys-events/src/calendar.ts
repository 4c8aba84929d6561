import type { EventDetail } from '@portal/contracts';

/** Text of an iCalendar property (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export const escapeIcsText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** UTC date-time as iCalendar writes it: 20260301T090000Z. */
const icsDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (RFC 5545 §3.1); counted in characters, which is stricter for ASCII. */
const fold = (line: string): string => {
  const parts: string[] = [];
  for (let start = 0; start < line.length; start += 73) parts.push(line.slice(start, start + 73));
  return parts.join('\r\n ');
};

/** An event lasts two hours in the calendar: the spec gives only its start. */
const assumedDurationMs = 2 * 3600 * 1000;

/** The .ics file of an event, for "add to calendar". */
export const eventToIcs = (
  event: Pick<EventDetail, 'idEvento' | 'titulo' | 'entradilla' | 'fecha' | 'lugar'>,
  pageUrl: string,
  now = new Date(),
): string => {
  const start = new Date(event.fecha);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//careers-portal//events//ES',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:event-${event.idEvento}@careers-portal`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(new Date(start.getTime() + assumedDurationMs))}`,
    `SUMMARY:${escapeIcsText(event.titulo)}`,
    `DESCRIPTION:${escapeIcsText(event.entradilla)}`,
    `LOCATION:${escapeIcsText(event.lugar)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};

/** Offers a text as a file download. */
export const downloadText = (fileName: string, mimeType: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
