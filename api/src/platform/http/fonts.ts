import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);

/** The brand's default fonts (spec 000 §1: Lato and Nunito), self-hosted: no third-party requests. */
const families = [
  { family: 'Lato', packageName: '@fontsource/lato', prefix: 'lato' },
  { family: 'Nunito', packageName: '@fontsource/nunito', prefix: 'nunito' },
] as const;
const weights = [400, 700] as const;

/** Font files never change for one package version; a week keeps repeat visits free of requests. */
const fontCache = 'public, max-age=604800';

/**
 * Metric-matched fallbacks: while a web font loads (font-display: swap), text is drawn in a local
 * font scaled and spaced to take the web font's room, so the swap moves nothing. The brand's font
 * stacks name them right after the web font (`'Lato', 'Lato fallback', ...`, shared/ui brand.ts).
 *
 * How the numbers were computed (once, with fontkit 2.0.4; not a dependency of the portal): from
 * the woff2 files served below (@fontsource 5.3.0, latin) and Debian's Liberation Sans 2.1, which
 * has Arial's advance widths and vertical metrics:
 * - size-adjust = average advance width per em of a Spanish sample of the portal's texts (layout of
 *   a paragraph of offer, CV and login wording, digits included) in the web font / in the fallback;
 * - ascent / descent / line-gap override = the web font's hhea ascender, |descender| and line gap
 *   per em (what Chromium uses for both: Lato has no USE_TYPO_METRICS, Nunito's typo metrics are
 *   the same), divided by size-adjust, as the overrides apply to the adjusted size.
 * The overrides make the vertical metrics exact whichever local font is found; DejaVu Sans (Linux
 * without Liberation) is about 13% wider than Arial, so its lines are a little longer.
 */
const fallbackFaces = [
  { family: 'Lato', weight: 400, sizeAdjust: '96.68%', ascent: '102.09%', descent: '22.03%' },
  { family: 'Lato', weight: 700, sizeAdjust: '91.99%', ascent: '107.29%', descent: '23.15%' },
  { family: 'Nunito', weight: 400, sizeAdjust: '99.92%', ascent: '101.18%', descent: '35.33%' },
  { family: 'Nunito', weight: 700, sizeAdjust: '96.56%', ascent: '104.71%', descent: '36.56%' },
] as const;

/** Full and PostScript names, as local() matches them, of Arial and its look-alikes by weight. */
const localFallbacks: Record<(typeof weights)[number], string[]> = {
  400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'DejaVu Sans', 'DejaVuSans'],
  700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'DejaVu Sans Bold', 'DejaVuSans-Bold'],
};

/** The name of a web font's metric-matched fallback family. */
const fallbackFamily = (family: string): string => `${family} fallback`;

interface FontFile {
  name: string;
  family: string;
  weight: number;
  unicodeRange: string | undefined;
  content: Buffer;
}

/** The latin subset's unicode-range, as the package's own CSS for that weight declares it. */
const unicodeRangeOf = async (
  packageDir: string,
  prefix: string,
  weight: number,
): Promise<string | undefined> => {
  try {
    const css = await readFile(path.join(packageDir, `${weight}.css`), 'utf8');
    const block = new RegExp(
      `/\\* ${prefix}-latin-${weight}-normal \\*/[^}]*unicode-range:\\s*([^;]+);`,
    ).exec(css);
    return block?.[1]?.trim();
  } catch {
    return undefined;
  }
};

const loadFonts = async (): Promise<FontFile[]> => {
  const files: FontFile[] = [];
  for (const { family, packageName, prefix } of families) {
    const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
    for (const weight of weights) {
      const name = `${prefix}-latin-${weight}-normal.woff2`;
      files.push({
        name,
        family,
        weight,
        unicodeRange: await unicodeRangeOf(packageDir, prefix, weight),
        content: await readFile(path.join(packageDir, 'files', name)),
      });
    }
  }
  return files;
};

const fallbackFacesCss = (): string[] =>
  fallbackFaces.map((face) =>
    [
      '@font-face {',
      `  font-family: '${fallbackFamily(face.family)}';`,
      '  font-style: normal;',
      `  font-weight: ${face.weight};`,
      `  src: ${localFallbacks[face.weight].map((name) => `local('${name}')`).join(', ')};`,
      `  size-adjust: ${face.sizeAdjust};`,
      `  ascent-override: ${face.ascent};`,
      `  descent-override: ${face.descent};`,
      '  line-gap-override: 0%;',
      '}',
    ].join('\n'),
  );

const fontsCss = (files: FontFile[]): string =>
  files
    .map((file) =>
      [
        '@font-face {',
        `  font-family: '${file.family}';`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${file.weight};`,
        `  src: url(/fonts/${file.name}) format('woff2');`,
        ...(file.unicodeRange ? [`  unicode-range: ${file.unicodeRange};`] : []),
        '}',
      ].join('\n'),
    )
    .concat(fallbackFacesCss())
    .join('\n\n')
    .concat('\n');

/**
 * /fonts/fonts.css (linked by every page): the four web fonts and their metric-matched fallbacks;
 * and the four woff2 files it points at, held in memory. The first view needs Lato 400 and 700
 * (text, labels, buttons) and Nunito 700 (headings): those are the ones worth a preload link in
 * the shell's page.
 */
export const registerFonts = async (app: FastifyInstance): Promise<void> => {
  const files = await loadFonts();
  const css = fontsCss(files);
  app.get('/fonts/fonts.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(css),
  );
  for (const file of files) {
    app.get(`/fonts/${file.name}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('font/woff2').header('Cache-Control', fontCache).send(file.content),
    );
  }
};
