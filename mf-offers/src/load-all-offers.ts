import type { OfferListing, OfferType } from '@portal/contracts';
import { offersApi } from './api';
import type { LoadControls } from '@portal/ui';

/** Offers per request; the spec leaves the size to us. */
export const offerBatchSize = 50;

export interface LoadedOffers {
  offers: OfferListing[];
  total: number;
}

/**
 * Loads the offers of a type in batches until the total count is reached (spec 000 §9),
 * showing each batch as it arrives so the list fills in progressively.
 */
export const loadAllOffers = async (
  type: OfferType,
  { progress, isCurrent }: LoadControls<LoadedOffers>,
): Promise<LoadedOffers> => {
  const total = await offersApi.offerCount(type);
  const offers: OfferListing[] = [];
  progress({ offers: [], total });
  while (offers.length < total && isCurrent()) {
    const batch = await offersApi.offers(type, { desde: offers.length, cantidad: offerBatchSize });
    if (batch.length === 0) break;
    offers.push(...batch);
    progress({ offers: [...offers], total });
  }
  return { offers, total };
};
