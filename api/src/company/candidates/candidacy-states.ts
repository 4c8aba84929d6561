import { CandidacyStates, OfferState, Status, type OfferStateId, type OfferType } from '@portal/contracts';
import { isOfferedRejectionReason } from '../../offers/rejection-reasons';

/**
 * The moves a company makes with a candidacy (cambiaEstadoCandidatura), written once. A
 * candidacy the company can still move is one nobody has closed: applied, CV seen, shortlisted,
 * interviewing, finalist, or a pre-enrolment the student accepted. Selected (6), rejected (17)
 * and withdrawn (7) are final; a pre-enrolment offered (16) waits for the student's answer.
 */
const open: readonly number[] = [
  CandidacyStates.applied,
  CandidacyStates.cvSeen,
  CandidacyStates.shortlisted,
  CandidacyStates.interviewing,
  CandidacyStates.finalist,
  CandidacyStates.preEnrolmentAccepted,
];

/** Where a company may move a candidacy from a state; pre-enrolment exists for internships only. */
export const nextStates = (from: number, type: OfferType): number[] => {
  if (!open.includes(from)) return [];
  const targets: number[] = [
    CandidacyStates.cvSeen,
    CandidacyStates.shortlisted,
    CandidacyStates.interviewing,
    CandidacyStates.finalist,
    CandidacyStates.selected,
    CandidacyStates.rejected,
  ];
  if (type === 'practicas' && from !== CandidacyStates.preEnrolmentAccepted)
    targets.push(CandidacyStates.preEnrolmentOffered);
  return targets.filter((state) => state !== from);
};

export interface StateChange {
  from: number;
  to: number;
  type: OfferType;
  offerState: OfferStateId;
  reasonId: number | null;
  /** Places not yet taken by selected candidates; null when the offer sets no number. */
  placesLeft: number | null;
  hasIncorporationForm: boolean;
}

/**
 * Why a change is refused, or null: 543 expired offer (spec 001 §4), 49 a move that does not
 * exist from this state, 15 a rejection without an offered reason (state 17, the offer's profile
 * or none), 14 selecting when the offer's places are filled, 98 selecting before the
 * incorporation form is saved (saving it selects: 540).
 */
export const stateChangeRefusal = (change: StateChange): number | null => {
  if (change.offerState === OfferState.expired) return Status.expiredOffer;
  if (!nextStates(change.from, change.type).includes(change.to)) return Status.cannotChangeState;
  if (change.to === CandidacyStates.rejected) {
    const profile = change.type === 'empleo' ? 1 : 2;
    if (change.reasonId === null || !isOfferedRejectionReason(change.reasonId, profile, 'empresa'))
      return Status.missingMandatoryData;
  }
  if (change.to === CandidacyStates.selected) {
    if (change.placesLeft !== null && change.placesLeft <= 0) return Status.cannotGoToSelected;
    if (!change.hasIncorporationForm) return Status.incorporationFormRequired;
  }
  return null;
};
