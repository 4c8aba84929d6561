import { describe, expect, it } from 'vitest';
import { i18n } from '@portal/i18n';
import './i18n';

/** Every key of the leaves of a nested texts object, as dotted paths. */
const keysOf = (texts: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the events pages’ texts', () => {
  it('say every text in Spanish, Catalan and English, none left empty', async () => {
    // Catalan and English are fetched only when a user needs them.
    await i18n.loadLanguages(['ca', 'en']);
    const [es, ca, en] = (['es', 'ca', 'en'] as const).map((language) => i18n.getResourceBundle(language, 'officeEvents') as Record<string, unknown>);
    const spanish = keysOf(es!).sort();
    expect(spanish.length).toBeGreaterThan(50);
    expect(keysOf(ca!).sort()).toEqual(spanish);
    expect(keysOf(en!).sort()).toEqual(spanish);
    for (const language of ['es', 'ca', 'en'] as const) {
      for (const key of spanish) expect(i18n.getFixedT(language, 'officeEvents')(key), `${language} ${key}`).not.toBe('');
    }
  });
});
