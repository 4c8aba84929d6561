import { describe, expect, it } from 'vitest';
import { formatDate } from '../src/components';

describe('formatDate', () => {
  it('writes a date as each language does, whichever language asked before', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'es')).toBe('5 de marzo de 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('5 March 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'ca')).toBe('5 de març del 2026');
    expect(formatDate('2026-11-27T10:00:00Z', 'es')).toBe('27 de noviembre de 2026');
  });
});
