import { rejectedCandidacyState } from '../offers/offer-values';

// Without zod: the student's home offers these reasons on a pre-enrolment card, where no schema is needed.

/**
 * Who gives each rejection reason (api/data/change-reasons.json, state 17). The spec offers one
 * set both to a student turning a pre-enrolment down (000 §4) and to a company turning a candidate
 * down (001 §4); read literally, a company is offered "Ya estoy realizando otras prácticas" and the
 * student then reads it on their candidacy. Reasons 1–8 are worded as the student's, 10–14 as the
 * company's, 9 ("Otros motivos") is anyone's: each side is offered only its own (issue 24, J7).
 */
export type ReasonGiver = 'alumno' | 'empresa';
const reasonIdsOf: Record<ReasonGiver, ReadonlySet<number>> = {
  alumno: new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
  empresa: new Set([9, 10, 11, 12, 13, 14]),
};

/** Whether a reason is offered to who rejects, for an offer of this profile (1 employment, 2 internships). */
export const isRejectionReasonFor = (
  reason: { idMotivo: number; idEstado: number; idPerfil: number | null },
  profile: 1 | 2,
  giver: ReasonGiver,
): boolean =>
  reason.idEstado === rejectedCandidacyState &&
  (reason.idPerfil === null || reason.idPerfil === profile) &&
  reasonIdsOf[giver].has(reason.idMotivo);
