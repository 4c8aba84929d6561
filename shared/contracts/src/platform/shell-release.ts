/**
 * Where the shell's files are published: `/shell/<release>/`. The release id is a hash of the
 * built files, known only after the build, so the page is built with this placeholder (the build
 * config, @portal/mf-config) and the publish step writes the release id into the copy of
 * index.html it puts at the site root (deploy/scripts/live-pointers.ts). Here, not in the build
 * config, so the API server's canary judge rewrites that page without loading the build tools.
 */
export const shellReleasePlaceholder = '__SHELL_RELEASE__';
