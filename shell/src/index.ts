// First: the page's policy forbids eval, and zod must know before any schema is used.
import '@portal/contracts/zod-csp';
import { preloadFirstView } from './federation/first-view';

// The opened page's remote files start downloading beside the shell's own.
preloadFirstView();
// Async boundary: shared singletons (React, the session store...) are negotiated with the
// remotes before any of our code imports them. Named: its files are preloaded by the page
// (StartupPreloadPlugin) rather than asked for once this script has run.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
