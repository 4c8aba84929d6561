import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { sfntOfWoff } from './woff';

const require = createRequire(import.meta.url);

const latoFonts = new Map<400 | 700, Buffer>();

/**
 * The brand's text font (Lato), the same files the portal serves (accents of es and ca included),
 * unpacked from WOFF once per process: every PDF registers it without holding the event loop.
 */
export const latoFont = (weight: 400 | 700): Buffer => {
  let font = latoFonts.get(weight);
  if (!font) {
    const folder = path.join(path.dirname(require.resolve('@fontsource/lato/package.json')), 'files');
    font = sfntOfWoff(readFileSync(path.join(folder, `lato-latin-${weight}-normal.woff`)));
    latoFonts.set(weight, font);
  }
  return font;
};

export const pdfColours = { accent: '#1f4e79', text: '#1a1a1a', muted: '#5a5a5a', rule: '#c8d3df' };
export const pdfMargin = 56;

/**
 * Lets the event loop answer other requests before drawing goes on: pdfkit lays text out in
 * JavaScript (a CV holds the loop a tenth of a second), so a long document draws in parts.
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * An A4 PDF drawn by `draw` (pdfkit, pure JavaScript) with the fonts `body` and `bold` registered,
 * as one Buffer. The documents the portal generates (the CV, invoices, annexes, notes) share it;
 * a long one awaits `breathe()` between its parts.
 */
export const renderPdf = async (
  info: { title: string; author: string; language: string },
  draw: (document: PDFKit.PDFDocument) => void | Promise<void>,
): Promise<Buffer> => {
  const document = new PDFDocument({
    size: 'A4',
    margin: pdfMargin,
    info: { Title: info.title, Author: info.author },
    lang: info.language,
    displayTitle: true,
  });
  const written = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.registerFont('body', latoFont(400));
  document.registerFont('bold', latoFont(700));
  await draw(document);
  document.end();
  return written;
};
