import { createAppConfig, dirOf } from '@portal/mf-config';
import { routes } from './src/routes';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig(
    {
      dir: dirOf(import.meta.url),
      name: 'mf_cv',
      routes,
      devPort: 3003,
      title: 'mf-cv',
      exposes: {
        './CvPage': './src/pages/CvPage.tsx',
        './GuidesPage': './src/pages/GuidesPage.tsx',
        './HelpPage': './src/pages/HelpPage.tsx',
        './MissingDataWidget': './src/widgets/MissingDataWidget.tsx',
        './GuidesWidget': './src/widgets/GuidesWidget.tsx',
        './OfficeWaitsWidget': './src/widgets/OfficeWaitsWidget.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv.mode ?? 'production',
  );
