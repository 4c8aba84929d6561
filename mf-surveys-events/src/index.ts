// Standalone dev entry (npm run dev -w mf-surveys-events), behind an async boundary for federation.
void import('./standalone');
