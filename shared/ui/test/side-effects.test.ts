import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/**
 * The package declares its side effects so apps tree-shake what they do not use; a translation
 * file left out of that list is dropped by the bundler, and its widget shows bare keys.
 */
describe('@portal/ui side effects', () => {
  it('keeps every translation registration: each lives in an i18n.ts the sideEffects globs keep', () => {
    const { sideEffects } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    expect(sideEffects).toContain('./src/**/i18n.ts');
    const registering = sourceFiles(path.join(packageRoot, 'src'))
      .filter((file) => /registerTranslations(ByLanguage)?\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(packageRoot, file));
    expect(registering.length).toBeGreaterThan(0);
    expect(registering.filter((file) => path.basename(file) !== 'i18n.ts')).toEqual([]);
  });
});
