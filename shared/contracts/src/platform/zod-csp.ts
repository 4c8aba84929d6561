/**
 * For pages under the portal's Content-Security-Policy (no 'unsafe-eval'): zod probes whether it
 * may compile parsers with `new Function`, and the browser reports that probe as a policy
 * violation even though zod catches it and parses without. zod's `jitless` setting skips the
 * probe. zod keeps its settings on globalThis (`__zod_globalConfig`, what `z.config` writes), so
 * the first script of a page (the shell, or the surveys embed) sets it for every copy of zod the
 * page's bundles bring, without loading zod itself into the page's first script (a unit test
 * checks zod still reads it there). Imported for its effect only; the server never imports it
 * and keeps zod's compiled parsers.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
