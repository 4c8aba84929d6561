import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Success, type OfferType } from '@portal/contracts';
import { LoadState, PageHeading, StatusNotice, useApiData, PlaceholderCards } from '@portal/ui';
import { offersApi } from '../api';
import { CandidacyList } from '../components/CandidacyList';
import { TypeTabs } from '../components/TypeTabs';
import '../i18n';
import '../offers.css';

/** The student's candidacies per type (spec 000 §2.2, /mis-candidaturas). */
const CandidaciesPage = () => {
  const { t } = useTranslation('offers');
  const [type, setType] = useState<OfferType>('practicas');
  const candidacies = useApiData(() => offersApi.candidacies(type), [type]);
  const [answer, setAnswer] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  return (
    <section>
      <PageHeading>{t('candidaciesTitle')}</PageHeading>
      <div aria-live="polite">
        {answer?.ok ? <StatusNotice status={Success.preinscriptionSaved} tone="success" /> : null}
        {answer && !answer.ok ? <StatusNotice error={answer.error} /> : null}
      </div>
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
          <LoadState state={candidacies}>
            {(list) => (
              <CandidacyList
                candidacies={list}
                onAnswered={(result) => {
                  setAnswer(result);
                  if (result.ok) candidacies.reload();
                }}
              />
            )}
          </LoadState>
        )}
      </TypeTabs>
    </section>
  );
};

export default CandidaciesPage;
