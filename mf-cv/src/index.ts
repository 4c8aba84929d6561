// Standalone dev entry (npm run dev -w mf-cv), behind an async boundary for federation.
void import('./standalone');
