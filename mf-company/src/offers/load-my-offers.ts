import type { Language, MyOffer, MyOffersFilters } from '@portal/contracts';
import type { LoadControls } from '@portal/ui';
import { companyOffersApi } from './api';

/** Offers per request; the spec leaves the size to us (the server allows up to 100). */
export const myOffersBatchSize = 25;

export interface LoadedMyOffers {
  offers: MyOffer[];
  total: number;
}

/**
 * My offers in batches until the count is reached (spec 001 §4 "offers are loaded in batches
 * until the total count is reached"), each batch shown as it arrives.
 */
export const loadMyOffers = async (
  query: MyOffersFilters & { ambito: 'actuales' | 'historico' },
  language: Language,
  { progress, isCurrent }: LoadControls<LoadedMyOffers>,
): Promise<LoadedMyOffers> => {
  const total = await companyOffersApi.offerCount(query);
  const offers: MyOffer[] = [];
  progress({ offers: [], total });
  while (offers.length < total && isCurrent()) {
    const batch = await companyOffersApi.offers(
      query,
      { desde: offers.length, cantidad: myOffersBatchSize },
      language,
    );
    if (batch.length === 0) break;
    offers.push(...batch);
    progress({ offers: [...offers], total });
  }
  return { offers, total };
};
