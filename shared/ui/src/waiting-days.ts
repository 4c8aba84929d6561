const dayMs = 24 * 60 * 60 * 1000;

/**
 * Whole days the oldest item of a queue has waited, or null when none waits (or the date cannot
 * be read). A date in the future (clocks apart) counts as 0.
 */
export const waitingDays = (oldest: string | null, now: Date = new Date()): number | null => {
  if (oldest === null) return null;
  const since = Date.parse(oldest);
  if (Number.isNaN(since)) return null;
  return Math.max(0, Math.floor((now.getTime() - since) / dayMs));
};
