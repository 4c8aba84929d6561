import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionStore, useSession } from '@portal/session';
import { PageHeading } from '@portal/ui';
import { accountApi } from '../api';
import '../i18n';

/** Ends the session in the shared store: the shell's header and every remote see it at once. */
const LogoutPage = () => {
  const { t } = useTranslation('session');
  const logged = useSession((state) => state.token !== null);
  useEffect(() => {
    const { userType, token, logout } = sessionStore.getState();
    // The server forgets the token too (a copy of it no longer works); the local session ends
    // at once either way, so a failed call never keeps anyone logged in.
    if (userType && token) void accountApi.endSession(userType, token).catch(() => undefined);
    logout();
  }, []);
  return (
    <section>
      <PageHeading>{t(logged ? 'loggingOut' : 'loggedOut')}</PageHeading>
      <Link to="/login">{t('loginAgain')}</Link>
    </section>
  );
};

export default LogoutPage;
