import { useTranslation } from 'react-i18next';
import { PageHeading } from '@portal/ui';
import '../i18n-conditions';
import '../offers.css';

const sections = ['who', 'hours', 'ss', 'degree', 'aid'] as const;

/**
 * The internship conditions (/{institution}/condiciones-practicas, spec 000 §2.2): public, the
 * rules of spec §9 a student meets when applying, said once in the user's language.
 */
const InternshipConditionsPage = () => {
  const { t } = useTranslation('internshipConditions');
  return (
    <article className="offers-conditions">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`conditions-${section}`}>
          <h2 id={`conditions-${section}`}>{t(`${section}Title`)}</h2>
          <p>{t(section)}</p>
        </section>
      ))}
      <p>{t('contact')}</p>
    </article>
  );
};

export default InternshipConditionsPage;
