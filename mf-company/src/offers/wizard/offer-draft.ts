/**
 * The wizard's draft in sessionStorage: the values typed so far and the step reached, so a
 * reload between steps (or a wrong click on the browser's back button) loses nothing. One draft
 * per new offer type and per offer being edited; the tab's session bounds its life.
 */
export interface OfferDraft {
  step: number;
  values: Record<string, unknown>;
}

const keyOf = (draftId: string) => `mf-company:offer-draft:${draftId}`;

export const readDraft = (draftId: string): OfferDraft | null => {
  try {
    const stored = sessionStorage.getItem(keyOf(draftId));
    const parsed = stored ? (JSON.parse(stored) as Partial<OfferDraft>) : null;
    return parsed && typeof parsed.step === 'number' && parsed.values && typeof parsed.values === 'object'
      ? { step: parsed.step, values: parsed.values }
      : null;
  } catch {
    return null;
  }
};

export const writeDraft = (draftId: string, draft: OfferDraft): void => {
  try {
    sessionStorage.setItem(keyOf(draftId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the draft's survival across reloads.
  }
};

export const clearDraft = (draftId: string): void => {
  try {
    sessionStorage.removeItem(keyOf(draftId));
  } catch {
    // Nothing to clear.
  }
};
