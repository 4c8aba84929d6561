// First: the page's policy forbids eval, and zod must know before any schema is used.
import '@portal/contracts/zod-csp';
// Async boundary: shared singletons (React, the session store...) are negotiated with the
// remotes before any of our code imports them.
void import('./bootstrap');
