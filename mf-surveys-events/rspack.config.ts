import { createAppConfig, dirOf } from '@portal/mf-config';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig(
    {
      dir: dirOf(import.meta.url),
      name: 'mf_surveys_events',
      devPort: 3005,
      title: 'mf-surveys-events',
      exposes: {
        './EventsPage': './src/pages/EventsPage.tsx',
        './PublicEventPage': './src/pages/PublicEventPage.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv.mode ?? 'production',
  );
