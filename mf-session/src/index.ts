// Standalone dev entry (npm run dev -w mf-session): the async boundary lets federation
// negotiate the shared singletons first.
void import('./standalone');
