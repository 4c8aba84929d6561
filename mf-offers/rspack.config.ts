import { createAppConfig, dirOf } from '@portal/mf-config';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig(
    {
      dir: dirOf(import.meta.url),
      name: 'mf_offers',
      devPort: 3002,
      title: 'mf-offers',
      exposes: {
        './OffersPage': './src/pages/OffersPage.tsx',
        './LatestOffersWidget': './src/widgets/LatestOffersWidget.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv.mode ?? 'production',
  );
