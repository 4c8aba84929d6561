import { describe, expect, it } from 'vitest';
import {
  contrastChecks,
  contrastRatio,
  contrastRefusal,
  isPortalOrHttpsLink,
  ratioText,
  relativeLuminance,
} from '../src/office/brand-settings';

/** The contrast rule of the brand settings (WCAG 2.x), against pairs whose ratios WCAG tools publish. */
describe('contrast maths', () => {
  it('gives the luminance of black, white and the sRGB primaries', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('matches known WCAG pairs, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    // #767676 is the lightest grey that passes on white; #777777 just fails.
    expect(ratioText(contrastRatio('#767676', '#ffffff'))).toBe('4.54');
    expect(ratioText(contrastRatio('#777777', '#ffffff'))).toBe('4.47');
    expect(ratioText(contrastRatio('#ff0000', '#ffffff'))).toBe('3.99');
    expect(ratioText(contrastRatio('#0000ff', '#ffffff'))).toBe('8.59');
  });

  it('rounds down, so a failing ratio never reads as the minimum', () => {
    expect(ratioText(4.4999)).toBe('4.49');
    expect(ratioText(4.5)).toBe('4.50');
  });

  it('checks each pair the portal paints against its minimum, and words a refusal with the pair and ratio', () => {
    const demo = contrastChecks({ primario: '#0b4f6c', secundario: '#c25e00', texto: '#1d1d1f', fondo: '#f6f7f9' });
    expect(demo.map((check) => [check.par, check.cumple])).toEqual([
      ['textoSobreFondo', true],
      ['blancoSobrePrimario', true],
      ['primarioSobreFondo', true],
      ['secundarioSobreFondo', true],
    ]);
    const pale = contrastChecks({ primario: '#ffcc00', secundario: '#eeeeee', texto: '#777777', fondo: '#ffffff' });
    expect(pale.filter((check) => !check.cumple).map((check) => check.par)).toEqual([
      'textoSobreFondo',
      'blancoSobrePrimario',
      'primarioSobreFondo',
      'secundarioSobreFondo',
    ]);
    expect(contrastRefusal(pale[0]!, 'ca')).toBe('El text sobre el fons té un contrast de 4.47:1; en cal almenys 4.5:1 (WCAG AA).');
    expect(contrastChecks({ primario: 'red', secundario: '#000000', texto: '#000000', fondo: '#ffffff' })).toEqual([]);
  });
});

describe('links the brand may show', () => {
  it('are portal paths or https addresses only', () => {
    for (const good of ['/politica-privacidad', '/', 'https://universidad.example.org/aviso-legal', 'https://example.org'])
      expect(isPortalOrHttpsLink(good), good).toBe(true);
    for (const bad of ['javascript:alert(1)', 'http://example.org', '//evil.example', 'https://', 'https:///x', 'data:text/html,x', '/a b', '/\\evil', ' https://a.b'])
      expect(isPortalOrHttpsLink(bad), bad).toBe(false);
  });
});
