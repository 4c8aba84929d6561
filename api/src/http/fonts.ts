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
    .join('\n\n')
    .concat('\n');

/** /fonts/fonts.css (linked by every page) and the four woff2 files it points at, held in memory. */
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
