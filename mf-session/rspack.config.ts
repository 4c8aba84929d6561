import { createAppConfig, dirOf } from '@portal/mf-config';
import { routes } from './src/routes';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig(
    {
      dir: dirOf(import.meta.url),
      name: 'mf_session',
      routes,
      devPort: 3001,
      title: 'mf-session',
      exposes: {
        './LoginPage': './src/pages/LoginPage.tsx',
        './LogoutPage': './src/pages/LogoutPage.tsx',
        './RegisterPage': './src/pages/RegisterPage.tsx',
        './AccountRequestPage': './src/pages/AccountRequestPage.tsx',
        './PasswordRecoveryPage': './src/pages/PasswordRecoveryPage.tsx',
        './SetPasswordPage': './src/pages/SetPasswordPage.tsx',
        './ChangePasswordPage': './src/pages/ChangePasswordPage.tsx',
        './LeaveRequestPage': './src/pages/LeaveRequestPage.tsx',
        './AccessPage': './src/pages/AccessPage.tsx',
        './ContactPage': './src/pages/ContactPage.tsx',
        './parcel': './src/parcel.ts',
      },
    },
    argv.mode ?? 'production',
  );
