import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { PageHeading } from '@portal/ui';
import { useBrand } from '../brand/brand-store';

/** The maintenance screen: the admin's message in the reader's language when set (issue 26), else the portal's own words. */
export const MaintenancePage = () => {
  const { t, i18n } = useTranslation('shell');
  const { brand } = useBrand();
  const message = brand.mensajeMantenimiento?.[i18n.language as Language]?.trim();
  return (
    <section>
      <PageHeading>{t('maintenance.title')}</PageHeading>
      <p>{message || t('maintenance.body')}</p>
    </section>
  );
};
