import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { staffSessionStore, useStaffSession } from '@portal/session';
import { PageHeading } from '@portal/ui';
import { officeApi } from '../api';
import { pathOf } from '../paths';
import '../i18n';

/** Ends the staff session: the server forgets the token too, and the local session ends at once either way. */
const StaffLogoutPage = () => {
  const { t } = useTranslation('office');
  const logged = useStaffSession((state) => state.token !== null);
  useEffect(() => {
    const { token, logout } = staffSessionStore.getState();
    if (token) void officeApi.endSession(token).catch(() => undefined);
    logout();
  }, []);
  return (
    <section>
      <PageHeading>{t(logged ? 'loggingOut' : 'loggedOut')}</PageHeading>
      <Link to={pathOf('officeLogin')}>{t('loginAgain')}</Link>
    </section>
  );
};

export default StaffLogoutPage;
