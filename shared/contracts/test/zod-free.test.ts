import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The files a runtime import of `file` loads, itself included (type-only imports load nothing). */
const loadedBy = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)';/gms)) {
    if (specifier!.startsWith('.')) loadedBy(`${path.resolve(path.dirname(file), specifier!)}.ts`, seen);
    else seen.add(specifier!);
  }
  return seen;
};

/**
 * The constants a page shows without a form (a read-only CV, a place) live in files that load no
 * zod: a bundler keeps every schema built in a file it loads, and zod with them, in that page.
 */
describe('the contracts a read-only page needs', () => {
  it.each([
    'reference-data/country-ids.ts',
    'internships/internship-files.ts',
    'cv/cv-files.ts',
    'cv/cv-choices.ts',
    'cv/personal-fields.ts',
    'cv/rule-texts.ts',
  ])('%s loads no zod', (file) => {
    expect([...loadedBy(path.join(sourceRoot, file))].filter((loaded) => loaded === 'zod' || loaded.startsWith('zod/'))).toEqual([]);
  });
});
