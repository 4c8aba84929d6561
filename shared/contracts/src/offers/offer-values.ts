/**
 * Offers' and candidacies' plain values, without zod: the offers remote shows them on the home and
 * the offers list, where no schema is needed (offers.ts and candidacies.ts build theirs from them).
 */

export const offerTypes = ['empleo', 'practicas'] as const;
export type OfferType = (typeof offerTypes)[number];
/** idPerfil of a process: 1 employment, 2 internships. */
export const profileIdOf: Record<OfferType, 1 | 2> = { empleo: 1, practicas: 2 };

/**
 * Values of the candidacy-state domain the server itself sets (the candidacy-state domain labels
 * them; the company side sets the others). 16 offers a pre-enrolment (spec 000 §4: its card shows options);
 * 17 is a rejection, with a reason whose idEstado is 17.
 */
export const CandidacyState = {
  applied: 1,
  /** Spec 001 §4 numbers it 6 (company/candidates.ts CandidacyStates has every state). */
  selected: 6,
  preEnrolmentOffered: 16,
  rejected: 17,
  preEnrolmentAccepted: 18,
} as const;

/** Candidacy state the rejection reasons belong to (a pre-enrolment turned down, spec 000 §4). */
export const rejectedCandidacyState = CandidacyState.rejected;
