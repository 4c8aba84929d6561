import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../../src/platform/config';

/**
 * Issue 15: every route that reads a token goes through auth/sessions.ts (callerOf and the guards
 * built on it), so logout, a password change or a block ends a token everywhere at once. A route
 * reading the Authorization header or verifying a token itself would bypass that: this test
 * names the file that does.
 */
const allowed = new Set([
  'src/platform/auth/sessions.ts',
  'src/platform/auth/tokens.ts',
  // The scraper's METRICS_TOKEN, an operator's secret compared as it is: never a user's session.
  'src/platform/http/metrics.ts',
]);
const bypasses = [/headers\.authorization/i, /headers\[['"]authorization['"]\]/i, /\bjwtVerify\b/, /\btokens\.(verify|read)\(/];

const sourceFiles = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? sourceFiles(full) : Promise.resolve(entry.name.endsWith('.ts') ? [full] : []);
    }),
  );
  return files.flat();
};

describe('one code path for tokens', () => {
  it('no file of the API but auth/sessions.ts and auth/tokens.ts reads a session token', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(path.join(apiRoot, 'src'))) {
      const name = path.relative(apiRoot, file).split(path.sep).join('/');
      if (allowed.has(name)) continue;
      const text = await readFile(file, 'utf8');
      for (const pattern of bypasses) if (pattern.test(text)) offenders.push(`${name}: ${pattern}`);
    }
    expect(offenders).toEqual([]);
  });
});
