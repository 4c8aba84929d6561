// Standalone dev entry (npm run dev -w mf-offers), behind an async boundary for federation.
void import('./standalone');
