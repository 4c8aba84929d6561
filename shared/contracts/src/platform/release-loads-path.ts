/**
 * Where the shell counts its page loads per release (issue 25, canary releases). Apart from the
 * body's schema (release-loads.ts): the shell sends the beacon from its first view, which must not
 * carry zod (it would bring some 21 KiB compressed to every page).
 */
export const releaseLoadsPath = '/api/Publico/cargasVersion';
