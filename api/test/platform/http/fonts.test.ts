import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../support';
import type { PortalApp } from '../../../src/app';

/** /fonts/fonts.css: web fonts that never hide text, and fallbacks that take their room. */
describe('the fonts stylesheet', () => {
  let app: PortalApp;
  let css: string;
  /** The declarations of every @font-face rule, by family and weight. */
  let faces: Map<string, string>;

  beforeAll(async () => {
    app = await testApp();
    css = (await app.inject({ method: 'GET', url: '/fonts/fonts.css' })).body;
    faces = new Map(
      [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => {
        const family = /font-family: '([^']+)'/.exec(body)?.[1];
        const weight = /font-weight: (\d+)/.exec(body)?.[1];
        return [`${family} ${weight}`, body];
      }),
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows text at once in a fallback while each web font loads', () => {
    for (const family of ['Lato', 'Nunito']) {
      for (const weight of [400, 700]) {
        expect(faces.get(`${family} ${weight}`), `${family} ${weight}`).toContain('font-display: swap;');
      }
    }
  });

  it('declares a metric-matched local fallback for each web font and weight', () => {
    for (const family of ['Lato', 'Nunito']) {
      for (const weight of [400, 700]) {
        const face = faces.get(`${family} fallback ${weight}`) ?? '';
        expect(face, `${family} fallback ${weight}`).toMatch(/src: local\('Arial( Bold)?'\), .*local\('Liberation Sans( Bold)?'\)/);
        for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
          const value = new RegExp(`${descriptor}: (\\d+(?:\\.\\d+)?)%;`).exec(face)?.[1];
          expect(value, `${family} ${weight} ${descriptor}`).toBeDefined();
          // Sane percentages: a fallback scaled past these would not be a look-alike.
          expect(Number(value)).toBeLessThanOrEqual(150);
        }
        const sizeAdjust = Number(/size-adjust: ([\d.]+)%/.exec(face)?.[1]);
        expect(sizeAdjust).toBeGreaterThan(80);
        expect(face).not.toContain('url(');
      }
    }
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const response = await app.inject({ method: 'GET', url: '/fonts/fonts.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/css');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(css);
  });
});
