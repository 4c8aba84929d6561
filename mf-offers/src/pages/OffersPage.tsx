import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { offerTypes, type OfferListing, type OfferType } from '@portal/contracts';
import { LoadState, PageHeading, useApiData, type LoadControls, PlaceholderCards } from '@portal/ui';
import { offersApi } from '../api';
import { OfferCard } from '../components/OfferCard';
import { OfferFiltersForm } from '../components/OfferFiltersForm';
import { applyFilters, filterOptions, noFilters } from '../filters';
import { loadAllOffers, type LoadedOffers } from '../load-all-offers';
import { isProgrammePath, offerTypeOfPath } from '../paths';
import '../i18n';
import '../offers.css';

/** Which list a path shows: one type, or the study-and-work programme (both types, flagged offers). */
type ListKind = OfferType | 'programa';
const kindOfPath = (pathname: string): ListKind =>
  isProgrammePath(pathname) ? 'programa' : offerTypeOfPath(pathname);

interface Loaded {
  offers: OfferListing[];
  total: number;
  complete: boolean;
}

/**
 * Offers of the types a list shows, each loaded in batches until its count (spec 000 §9).
 * Flagged study-and-work offers go to the programme list only.
 */
const loadList = async (kind: ListKind, { progress, isCurrent }: LoadControls<Loaded>): Promise<Loaded> => {
  const types = kind === 'programa' ? offerTypes : [kind];
  const loaded = new Map<OfferType, LoadedOffers>();
  const snapshot = (complete: boolean): Loaded => {
    const all = [...loaded.values()].flatMap((part) => part.offers);
    const offers = all.filter((offer) => offer.estudiaYtrabaja === (kind === 'programa'));
    return { offers, total: offers.length, complete };
  };
  await Promise.all(
    types.map((type) =>
      loadAllOffers(type, {
        isCurrent,
        progress: (partial) => {
          loaded.set(type, partial);
          progress(snapshot(false));
        },
      }).then((result) => loaded.set(type, result)),
    ),
  );
  return snapshot(true);
};

/** Job offers, internship offers or the study-and-work programme, with filters. */
const OffersPage = () => {
  const { t } = useTranslation('offers');
  const kind = kindOfPath(useLocation().pathname);
  const loaded = useApiData<Loaded>((controls) => loadList(kind, controls), [kind]);
  const matching = useApiData(() => offersApi.matchingOfferIds({ silent: true }), []);
  const matchingIds = useMemo(() => new Set(matching.data ?? []), [matching.data]);
  const [filters, setFilters] = useState(noFilters);

  return (
    <section>
      <PageHeading>{kind === 'programa' ? t('studyAndWorkTitle') : t(kind)}</PageHeading>
      {kind === 'programa' ? <p>{t('studyAndWorkIntro')}</p> : null}
      {kind === 'practicas' ? (
        // Spec 000 §9: a finishing student who asks for the degree certificate stops being a
        // student, and so cannot do internships any more.
        <p className="portal-notice" data-testid="degree-request-warning">
          {t('degreeRequestWarning')}
        </p>
      ) : null}
      {loaded.loading ? (
        <PlaceholderCards count={4} />
      ) : (
        <LoadState state={loaded}>
          {({ offers, complete }) => {
            if (complete && offers.length === 0) return <p>{t('none')}</p>;
            const shown = applyFilters(offers, filters, matchingIds);
            return (
              <>
                <OfferFiltersForm
                  filters={filters}
                  options={filterOptions(offers, filters.provincia)}
                  onChange={setFilters}
                  onClear={() => setFilters(noFilters)}
                />
                <p role="status">
                  {complete ? t('shown', { shown: shown.length, total: offers.length }) : t('loadingMore')}
                </p>
                {shown.length === 0 && complete ? (
                  <p>{t('noMatches')}</p>
                ) : (
                  <ul className="portal-list" aria-busy={!complete}>
                    {shown.map((offer) => (
                      <OfferCard
                        key={offer.idOferta}
                        offer={offer}
                        matches={matchingIds.has(offer.idOferta)}
                      />
                    ))}
                  </ul>
                )}
              </>
            );
          }}
        </LoadState>
      )}
    </section>
  );
};

export default OffersPage;
