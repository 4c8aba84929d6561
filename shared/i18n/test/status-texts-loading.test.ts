import { afterAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, statusTextKey } from '../src';
import { statusCa } from '../src/locales/status.ca';
import { statusEn } from '../src/locales/status.en';
import { statusEs } from '../src/locales/status.es';

describe('status texts of the language in use', () => {
  afterAll(() => applyLanguage('es'));

  it('has the Spanish texts at once, and the Catalan and English ones once the language is chosen', async () => {
    expect(i18n.t(statusTextKey(2, 'titulo'))).toBe(statusEs['2']!.titulo);
    // Not bundled: nothing of Catalan is there until a user picks it.
    expect(i18n.hasResourceBundle('ca', 'status')).toBe(false);

    await applyLanguage('ca');
    expect(i18n.t(statusTextKey(2, 'titulo'))).toBe(statusCa['2']!.titulo);
    await applyLanguage('en');
    expect(i18n.t(statusTextKey(2, 'btn_text'))).toBe(statusEn['2']!.btn_text);
  });
});
