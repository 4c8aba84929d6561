import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monolith build's folder (its rspack output goes to `dist/`). */
export const monolithDir = path.dirname(fileURLToPath(import.meta.url));

/** The monolith's published site, laid out as the portal's `www/` (page at the root, files under `shell/<release>/`). */
export const monolithWebRoot = path.join(monolithDir, 'www');

/** The entry written by the build: the shell started with every remote's pages and modules imported statically. */
export const generatedEntry = path.join(monolithDir, '.generated', 'entry.ts');
