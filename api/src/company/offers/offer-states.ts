import { OfferState, Status, type CompanyBrandSettings, type OfferStateId } from '@portal/contracts';
import type pg from 'pg';

/**
 * The offer state machine, written once: every call that changes or edits an offer asks it.
 *
 *   create ──► pending validation (1) ──validate (office)──► published (2)
 *      │              │  └──reject (office, with a reason)──► rejected (5)
 *      └─(brand publicacionDirectaOfertas)──────────────────► published (2)
 *   pending, published, expired ──close (company)──► closed (3)
 *   any but deleted ──delete (company)──► deleted (6: kept for the candidates' history, shown to nobody)
 *
 * Expired (4) is not a stored state: a pending or published offer past its expiry date reads as
 * expired; closing it is still allowed, editing it answers 543.
 */
export type OfferActor = 'empresa' | 'orientacion';
export type OfferAction = 'validar' | 'rechazar' | 'cerrar' | 'eliminar';

interface Transition {
  from: readonly OfferStateId[];
  to: OfferStateId;
  by: OfferActor;
}

export const offerTransitions: Record<OfferAction, Transition> = {
  validar: { from: [OfferState.pendingValidation], to: OfferState.published, by: 'orientacion' },
  rechazar: { from: [OfferState.pendingValidation], to: OfferState.rejected, by: 'orientacion' },
  cerrar: {
    from: [OfferState.pendingValidation, OfferState.published, OfferState.expired],
    to: OfferState.closed,
    by: 'empresa',
  },
  eliminar: {
    from: [
      OfferState.pendingValidation,
      OfferState.published,
      OfferState.expired,
      OfferState.closed,
      OfferState.rejected,
    ],
    to: OfferState.deleted,
    by: 'empresa',
  },
};

/** The state a user sees: the stored one, or expired for a pending or published offer past its date. */
export const effectiveState = (stored: OfferStateId, expiresAt: Date | null, now = new Date()): OfferStateId =>
  (stored === OfferState.pendingValidation || stored === OfferState.published) && expiresAt && expiresAt <= now
    ? OfferState.expired
    : stored;

/** The same in SQL, for lists and filters (o = offers). */
export const effectiveStateSql = `CASE WHEN o.state_id IN (1, 2) AND o.expires_at <= now() THEN 4 ELSE o.state_id END`;

/** The refusal for an action not allowed from this state: 68 (no longer editable), or the offer is gone (4). */
export const transitionRefusal = (action: OfferAction, state: OfferStateId, actor: OfferActor): number | null => {
  if (state === OfferState.deleted) return Status.offerNotFound;
  const transition = offerTransitions[action];
  if (transition.by !== actor) return Status.accessDeniedRole;
  return transition.from.includes(state) ? null : Status.offerNotEditable;
};

/**
 * Spec 001 §4: a company edits an offer only while it is pending validation, not expired and
 * without a manager: 543 when expired, 25 with a manager, 68 in any other state.
 */
export const editRefusal = (state: OfferStateId, managed: boolean): number | null => {
  if (state === OfferState.deleted) return Status.offerNotFound;
  if (state === OfferState.expired) return Status.expiredOffer;
  if (managed) return Status.offerHasManager;
  return state === OfferState.pendingValidation ? null : Status.offerNotEditable;
};

/** The first state of a new offer: published at once when the brand says so, pending otherwise. */
export const initialState = (settings: CompanyBrandSettings): OfferStateId =>
  settings.publicacionDirectaOfertas ? OfferState.published : OfferState.pendingValidation;

/** What the company may do with an offer now (the lists show only these). */
export const companyActions = (state: OfferStateId, managed: boolean, settings: CompanyBrandSettings) => ({
  editar: editRefusal(state, managed) === null,
  cerrar: settings.cerrarOfertas && transitionRefusal('cerrar', state, 'empresa') === null,
  eliminar: settings.eliminarOfertas && transitionRefusal('eliminar', state, 'empresa') === null,
  copiar: settings.duplicarOfertas && state !== OfferState.deleted,
  copiarPerfilContrario: settings.duplicarOfertasPerfilContrario && state !== OfferState.deleted,
});

/**
 * Moves an offer along a transition and records it, in the caller's transaction. Publishing sets
 * the publication date (fecha) to now; closing sets closed_at, which the students' lists read.
 */
export const applyTransition = async (
  db: pg.PoolClient,
  offerId: number,
  action: OfferAction,
  { userId, reason = null }: { userId: number; reason?: string | null },
): Promise<OfferStateId> => {
  const to = offerTransitions[action].to;
  await db.query(
    `UPDATE offers SET state_id = $2::smallint, state_reason = $3, updated_at = now(),
            published_at = CASE WHEN $2::smallint = 2 THEN now() ELSE published_at END,
            closed_at = CASE WHEN $2::smallint IN (3, 6) THEN coalesce(closed_at, now()) ELSE closed_at END
      WHERE id = $1`,
    [offerId, to, reason],
  );
  await recordOfferState(db, offerId, to, userId, reason);
  return to;
};

export const recordOfferState = (
  db: pg.PoolClient,
  offerId: number,
  state: OfferStateId,
  userId: number | null,
  reason: string | null = null,
) =>
  db.query('INSERT INTO offer_state_changes (offer_id, state_id, reason, changed_by) VALUES ($1, $2, $3, $4)', [
    offerId,
    state,
    reason,
    userId,
  ]);
