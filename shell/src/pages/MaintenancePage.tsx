import { useTranslation } from 'react-i18next';
import { PageHeading } from '@portal/ui';

export const MaintenancePage = () => {
  const { t } = useTranslation('shell');
  return (
    <section>
      <PageHeading>{t('maintenance.title')}</PageHeading>
      <p>{t('maintenance.body')}</p>
    </section>
  );
};
