import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { latoFont, renderPdf } from '../../src/platform/pdf/pdf-document';
import { sfntOfWoff } from '../../src/platform/pdf/woff';

const require = createRequire(import.meta.url);
const woffOf = (weight: 400 | 700) =>
  readFileSync(path.join(path.dirname(require.resolve('@fontsource/lato/package.json')), 'files', `lato-latin-${weight}-normal.woff`));

/**
 * Issue 22: the PDFs (CV, annexes, invoices, agreements) use the brand's font unpacked from its
 * WOFF once, with Node's zlib: pdfkit unpacking it in JavaScript held the event loop a third of a
 * second per document.
 */
describe('the brand font for PDFs', () => {
  it('is the WOFF’s own tables, inflated, laid out as a TrueType font', () => {
    const woff = woffOf(700);
    const font = sfntOfWoff(woff);
    const count = woff.readUInt16BE(12);
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(font.readUInt16BE(4)).toBe(count);
    for (let index = 0; index < count; index += 1) {
      const entry = 44 + index * 20;
      const [offset, stored, length] = [4, 8, 12].map((at) => woff.readUInt32BE(entry + at)) as [number, number, number];
      const table = woff.subarray(offset, offset + stored);
      const record = 12 + index * 16;
      expect(font.toString('latin1', record, record + 4)).toBe(woff.toString('latin1', entry, entry + 4));
      const at = font.readUInt32BE(record + 8);
      expect(at % 4).toBe(0);
      expect(font.subarray(at, at + font.readUInt32BE(record + 12))).toEqual(stored < length ? inflateSync(table) : table);
    }
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => sfntOfWoff(Buffer.from('not a font at all, not even close to one'))).toThrow(/WOFF/);
  });

  it('is unpacked once and embedded in the documents, accents included', async () => {
    expect(latoFont(400)).toBe(latoFont(400));
    const pdf = await renderPdf({ title: 'Prueba', author: 'Portal', language: 'ca' }, (document) => {
      document.font('body').text('Àlex Ferrer i Núñez: col·laboració');
      document.font('bold').text('Pràctiques');
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/FontFile2/g)).toHaveLength(2);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Lato-Regular/);
  });
});
