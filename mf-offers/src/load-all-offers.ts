import type { OfferSummary, OfferType } from '@portal/contracts';
import { studentApi } from '@portal/api-client';

/** Offers per request; the spec leaves the size to us. */
export const offerBatchSize = 20;

/**
 * Loads the offers of a type in batches until the total count is reached (spec 000 §9),
 * handing each batch over as it arrives so the list fills in progressively.
 */
export const loadAllOffers = async (
  type: OfferType,
  onBatch: (offers: OfferSummary[], total: number) => void,
  isCurrent: () => boolean,
): Promise<void> => {
  const total = await studentApi.offerCount(type);
  const loaded: OfferSummary[] = [];
  onBatch([], total);
  while (loaded.length < total && isCurrent()) {
    const batch = await studentApi.offers(type, { desde: loaded.length, cantidad: offerBatchSize });
    if (batch.length === 0) break;
    loaded.push(...batch);
    if (isCurrent()) onBatch([...loaded], total);
  }
};
