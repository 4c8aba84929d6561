// Without zod: the pages that only show places (and their first view) import this alone.

/** Country id of Spain: the province and municipality lists apply only to it (spec 001 §2). */
export const spainCountryId = 1;
