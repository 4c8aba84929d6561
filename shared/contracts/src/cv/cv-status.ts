// Without zod: refusals anywhere in the portal (the login page too) name these codes, and the CV's
// rules (rules.ts) bring schemas and the account rules with them.

/** Codes the CV answers with that the shared catalogue names only by number (texts in the i18n catalogue). */
export const CvStatus = {
  /** The photo is larger than 1000 px on a side. */
  photoTooLarge: 526,
  /** Saved: "Los datos se han actualizado correctamente". */
  updated: 532,
  /** A finished degree wants a copy of its title among the private documents. */
  degreeCopyNeeded: 537,
} as const;
