import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@portal/ui';

export const NotFoundPage = () => {
  const { t } = useTranslation('shell');
  return (
    <section>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
};
