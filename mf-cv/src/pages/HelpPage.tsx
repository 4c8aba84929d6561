import { useTranslation } from 'react-i18next';
import { PageHeading, useBrandSettings, useLandOnHash } from '@portal/ui';
import { HelpContent } from '../components/HelpContent';
import '../i18n';
import '../i18n-guides';
import '../cv.css';

/** /ayuda (brand flag hashelp, students): the student's help; `#<topic>` opens at that topic. */
const HelpPage = () => {
  const { t } = useTranslation('cv');
  const brand = useBrandSettings();
  useLandOnHash(true);
  return (
    <section>
      <PageHeading>{t('help.title')}</PageHeading>
      <HelpContent level={2} emails={brand?.emailsContacto} />
    </section>
  );
};

export default HelpPage;
