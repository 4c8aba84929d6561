// Async boundary: shared singletons (React, the session store...) are negotiated with the
// remotes before any of our code imports them.
void import('./bootstrap');
