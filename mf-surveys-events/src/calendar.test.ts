import { describe, expect, it } from 'vitest';
import { escapeIcsText, eventToIcs } from './calendar';

describe('add to calendar (.ics)', () => {
  it('escapes backslashes, semicolons, commas and line breaks of texts', () => {
    expect(escapeIcsText('Aula 2; planta 1, edificio A\\B\nsegunda línea')).toBe(
      'Aula 2\\; planta 1\\, edificio A\\\\B\\nsegunda línea',
    );
  });

  it('writes one event in UTC with CRLF lines folded under 75 characters', () => {
    const ics = eventToIcs(
      {
        idEvento: 7,
        titulo: 'Foro, empleo; prácticas',
        entradilla: 'x'.repeat(200),
        fecha: '2026-03-01T09:00:00.000Z',
        lugar: 'Campus',
      },
      'https://portal.example/eventos/7',
      new Date('2026-01-01T00:00:00.000Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART:20260301T090000Z');
    expect(lines).toContain('DTEND:20260301T110000Z');
    expect(lines).toContain('SUMMARY:Foro\\, empleo\\; prácticas');
    expect(lines.every((line) => line.length <= 75)).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'x'.repeat(200)}`);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
