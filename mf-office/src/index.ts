// Standalone dev entry (npm run dev -w mf-office), behind an async boundary for federation.
void import('./standalone');
