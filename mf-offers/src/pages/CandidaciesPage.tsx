import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferType } from '@portal/contracts';
import { LoadState, PageHeading, useApiData } from '@portal/ui';
import { offersApi } from '../api';
import { CandidacyList } from '../components/CandidacyList';
import { PlaceholderCards } from '../components/OfferCard';
import { TypeTabs } from '../components/TypeTabs';
import '../i18n';
import '../offers.css';

/** The student's candidacies per type (spec 000 §2.2, /mis-candidaturas). */
const CandidaciesPage = () => {
  const { t } = useTranslation('offers');
  const [type, setType] = useState<OfferType>('practicas');
  const candidacies = useApiData(() => offersApi.candidacies(type), [type]);
  return (
    <section>
      <PageHeading>{t('candidaciesTitle')}</PageHeading>
      <TypeTabs
        idPrefix="candidacies"
        label={t('candidaciesTabs')}
        selected={type}
        onSelect={setType}
        labelOf={(value) => t(value === 'empleo' ? 'candidaciesEmpleo' : 'candidaciesPracticas')}
      >
        {candidacies.loading ? (
          <PlaceholderCards count={4} />
        ) : (
          <LoadState state={candidacies}>{(list) => <CandidacyList candidacies={list} />}</LoadState>
        )}
      </TypeTabs>
    </section>
  );
};

export default CandidaciesPage;
