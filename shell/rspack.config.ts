import { createAppConfig, dirOf } from '@portal/mf-config';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig({ dir: dirOf(import.meta.url), name: 'shell', devPort: 3000, title: 'Portal de empleo y prácticas' }, argv.mode ?? 'production');
