// Standalone dev entry (npm run dev -w mf-company), behind an async boundary for federation.
void import('./standalone');
