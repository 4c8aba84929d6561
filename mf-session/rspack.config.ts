import { createAppConfig, dirOf } from '@portal/mf-config';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig(
    {
      dir: dirOf(import.meta.url),
      name: 'mf_session',
      devPort: 3001,
      title: 'mf-session',
      exposes: {
        './LoginPage': './src/pages/LoginPage.tsx',
        './LogoutPage': './src/pages/LogoutPage.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv.mode ?? 'production',
  );
