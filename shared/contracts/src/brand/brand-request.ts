/**
 * Where the brand settings are read (public, no session): the site's page names it in a preload
 * link, so the request leaves with the page and the shell finds its answer waiting. Without zod:
 * the shell's first view reads it.
 */
export const brandSettingsPath = '/api/Publico/dameConfiguracionMarca';
