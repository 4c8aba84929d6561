/** An event whose date has gone by is shown as finished (spec 000 §4, events). */
export const isPast = (isoDate: string, now: Date = new Date()): boolean => new Date(isoDate).getTime() < now.getTime();
