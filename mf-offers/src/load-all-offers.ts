import type { OfferSummary, OfferType } from '@portal/contracts';
import { studentApi } from '@portal/api-client';
import type { LoadControls } from '@portal/ui';

/** Offers per request; the spec leaves the size to us. */
export const offerBatchSize = 20;

export interface LoadedOffers {
  offers: OfferSummary[];
  total: number;
}

/**
 * Loads the offers of a type in batches until the total count is reached (spec 000 §9),
 * showing each batch as it arrives so the list fills in progressively.
 */
export const loadAllOffers = async (type: OfferType, { progress, isCurrent }: LoadControls<LoadedOffers>): Promise<LoadedOffers> => {
  const total = await studentApi.offerCount(type);
  const offers: OfferSummary[] = [];
  progress({ offers: [], total });
  while (offers.length < total && isCurrent()) {
    const batch = await studentApi.offers(type, { desde: offers.length, cantidad: offerBatchSize });
    if (batch.length === 0) break;
    offers.push(...batch);
    progress({ offers: [...offers], total });
  }
  return { offers, total };
};
