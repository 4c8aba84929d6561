import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { PageHeading } from '@portal/ui';
import { useBrand } from '../../brand/brand-store';
import { policyTexts, type PolicyId } from './policy-texts';

/** One of the institution's policy pages, in the user's language, with the brand's name and address. */
export const PolicyPage = ({ policy }: { policy: PolicyId }) => {
  const { t, i18n } = useTranslation('routes');
  const { brand } = useBrand();
  const language = (policyTexts[i18n.language as Language] ? i18n.language : 'es') as Language;
  const fill = (text: string) =>
    text.replaceAll('{institution}', brand.nombreInstitucion).replaceAll('{email}', brand.emailsContacto.general);
  return (
    <article className="shell-policy">
      <PageHeading>{t(policy)}</PageHeading>
      {policyTexts[language][policy].map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </section>
      ))}
    </article>
  );
};
