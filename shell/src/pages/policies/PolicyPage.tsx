import { useTranslation } from 'react-i18next';
import type { Language, RetentionPeriods } from '@portal/contracts';
import { publicApi } from '@portal/api-client';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { useBrand } from '../../brand/brand-store';
import { policyTexts, type PolicyId, type PolicySection } from './policy-texts';

/** The retention periods as the policy texts name them. */
const periodWords = (periods: RetentionPeriods): Record<string, number> => ({
  graceDays: periods.diasGraciaBaja,
  inactiveMonths: periods.mesesInactividad,
  warningDays: periods.diasAvisoInactividad,
  candidacyMonths: periods.mesesCandidaturasCerradas,
  internshipYears: periods.aniosRegistroPracticas,
});

const periodPlaceholder = /\{(graceDays|inactiveMonths|warningDays|candidacyMonths|internshipYears)\}/;

const Sections = ({ sections, fill }: { sections: PolicySection[]; fill: (text: string) => string }) => (
  <>
    {sections.map((section) => (
      <section key={section.heading}>
        <h2>{section.heading}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
      </section>
    ))}
  </>
);

/** A policy that states retention periods: the server's, loaded (with a retry if that fails). */
const WithPeriods = ({ sections, fill }: { sections: PolicySection[]; fill: (text: string) => string }) => {
  const periods = useApiData(() => publicApi.retentionPeriods({ silent: true }), []);
  return (
    <LoadState state={periods}>
      {(loaded) => {
        const words = periodWords(loaded);
        const fillPeriods = (text: string) => fill(text).replace(new RegExp(periodPlaceholder, 'g'), (_match, name: string) => String(words[name]));
        return <Sections sections={sections} fill={fillPeriods} />;
      }}
    </LoadState>
  );
};

/** One of the institution's policy pages, in the user's language, with the brand's name and address. */
export const PolicyPage = ({ policy }: { policy: PolicyId }) => {
  const { t, i18n } = useTranslation('routes');
  const { brand } = useBrand();
  const language = (policyTexts[i18n.language as Language] ? i18n.language : 'es') as Language;
  const fill = (text: string) =>
    text.replaceAll('{institution}', brand.nombreInstitucion).replaceAll('{email}', brand.emailsContacto.general);
  const sections = policyTexts[language][policy];
  const statesPeriods = sections.some((section) => section.paragraphs.some((paragraph) => periodPlaceholder.test(paragraph)));
  return (
    <article className="shell-policy">
      <PageHeading>{t(policy)}</PageHeading>
      {statesPeriods ? <WithPeriods sections={sections} fill={fill} /> : <Sections sections={sections} fill={fill} />}
    </article>
  );
};
