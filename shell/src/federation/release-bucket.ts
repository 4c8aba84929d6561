/**
 * This browser's place among canary shares (issue 25): a whole number 0-99 drawn once and kept in
 * localStorage, so a browser keeps the release it got (a canary at 10 % reaches the browsers whose
 * bucket is below 10, the same ones on every load, more of them when the share grows). Nothing of
 * the user: a random number. Where storage is refused, one draw per page.
 */
const storageKey = 'portal.releaseBucket';
let drawn: number | undefined;

const isBucket = (value: number) => Number.isInteger(value) && value >= 0 && value <= 99;

export const releaseBucket = (
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): number => {
  try {
    const kept = Number(storage?.getItem(storageKey) ?? Number.NaN);
    if (isBucket(kept)) return kept;
  } catch {
    // Storage refused (privacy settings): the draw of this page below.
  }
  drawn ??= Math.floor(Math.random() * 100);
  try {
    storage?.setItem(storageKey, String(drawn));
  } catch {
    // Kept for this page only.
  }
  return drawn;
};

/** Whether a browser of `bucket` runs a canary at `share` %. */
export const runsCanary = (bucket: number, share: number): boolean => bucket < share;
