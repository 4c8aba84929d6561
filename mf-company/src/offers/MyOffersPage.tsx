import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { offerTypeSchema, type MyOffersFilters, type SavedOffer } from '@portal/contracts';
import { LoadState, OutcomeNotice, PageHeading, type Outcome, useApiData, useLanguage } from '@portal/ui';
import { companyOffersApi } from './api';
import { MyOfferCard } from './MyOfferCard';
import { OfferFilters, type Scope } from './OfferFilters';
import { SavedSearches } from './SavedSearches';
import { loadMyOffers, type LoadedMyOffers } from './load-my-offers';
import { PendingFields } from './wizard/PendingFields';
import './i18n';
import '../company.css';

/** My offers (spec 001 §2-§4, /mis-ofertas): current and history, filters, batches until the count, the actions. */
const MyOffersPage = () => {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const [scope, setScope] = useState<Scope>('actuales');
  const [filters, setFilters] = useState<MyOffersFilters>(() => ({
    tipo: offerTypeSchema
      .optional()
      .catch(undefined)
      .parse(searchParams.get('tipo') ?? undefined),
  }));
  const [outcome, setOutcome] = useState<{ outcome: Outcome; copy?: SavedOffer }>({ outcome: null });
  const home = useApiData(() => companyOffersApi.home({ silent: true }), []);
  const offers = useApiData<LoadedMyOffers>(
    (controls) => loadMyOffers({ ...filters, ambito: scope }, language, controls),
    [filters, scope, language],
  );

  const chooseScope = (next: Scope) => {
    setScope(next);
    setFilters(({ estado: _state, ...rest }) => rest);
  };

  return (
    <section>
      <PageHeading>{t('title')}</PageHeading>
      <p>
        <Link className="portal-button" to={filters.tipo ? `/nueva-oferta/${filters.tipo}` : '/nueva-oferta'}>
          {t('newOffer')}
        </Link>{' '}
        <Link className="portal-button portal-button--secondary" to="/candidatos">
          {t('allCandidates')}
        </Link>
      </p>
      <div className="company-actions" role="group" aria-label={t('scope')}>
        {(['actuales', 'historico'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={`portal-button${scope === value ? '' : ' portal-button--secondary'}`}
            aria-pressed={scope === value}
            onClick={() => chooseScope(value)}
          >
            {t(value === 'actuales' ? 'current' : 'history')}
          </button>
        ))}
      </div>
      <OfferFilters
        key={`${scope}-${JSON.stringify(filters)}`}
        scope={scope}
        value={filters}
        onApply={setFilters}
      />
      <SavedSearches
        current={{ ...filters, ambito: scope }}
        onApply={({ ambito, ...saved }) => {
          setScope(ambito ?? 'actuales');
          setFilters(saved);
        }}
      />
      {outcome.copy ? (
        <div role="status" data-testid="copy-saved">
          <PendingFields fields={outcome.copy.camposPendientes} />
          <p className="company-actions">
            <span>{t('editCopy')}</span>
            <Link className="portal-button" to={`/editar-oferta/${outcome.copy.idOferta}`}>
              {t('editCopyLink')}
            </Link>
          </p>
        </div>
      ) : (
        <OutcomeNotice outcome={outcome.outcome} />
      )}
      <LoadState state={{ ...offers, loading: offers.loading && !offers.data }}>
        {({ offers: list, total }) => (
          <>
            <p role="status" data-testid="my-offers-count">
              {list.length < total
                ? t('loadedOf', { loaded: list.length, total })
                : t('count', { count: total })}
            </p>
            {total === 0 ? <p>{t('none')}</p> : null}
            <ul className="portal-list company-offers" aria-busy={list.length < total}>
              {list.map((offer) => (
                <MyOfferCard
                  key={offer.idOferta}
                  offer={offer}
                  showReference={home.data?.acciones.mostrarReferencia ?? false}
                  onOutcome={(next, copy) => {
                    setOutcome({ outcome: next, ...(copy ? { copy } : {}) });
                    if (next?.ok) offers.reload();
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </LoadState>
    </section>
  );
};

export default MyOffersPage;
