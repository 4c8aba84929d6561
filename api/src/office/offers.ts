import { Status, type OfferStateId, type OfferType } from '@portal/contracts';
import { inTransaction, type Pool } from '../platform/db/pool';
import { applyTransition, transitionRefusal, effectiveState } from '../company/offers/offer-states';
import { refuse, type Outcome } from '../platform/http/outcome';

/** The offers waiting for the careers office, oldest first. */
export const pendingOffers = async (pool: Pool) => {
  const { rows } = await pool.query<{
    idOferta: number;
    urlAcceso: string;
    titulo: string;
    tipo: OfferType;
    empresa: string;
    idEmpresa: number;
    fecha: Date;
  }>(
    `SELECT o.id AS "idOferta", o.access_slug AS "urlAcceso", o.title AS titulo, o.offer_type AS tipo,
            c.trade_name AS empresa, c.id AS "idEmpresa", o.created_at AS fecha
       FROM offers o JOIN companies c ON c.id = o.company_id
      WHERE o.state_id = 1 AND NOT o.draft AND (o.expires_at IS NULL OR o.expires_at > now())
      ORDER BY o.created_at, o.id`,
  );
  return rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() }));
};

/**
 * The office's decision on a pending offer (the state machine's validar / rechazar): published, or
 * rejected with the reason the company reads. 4 not found; 68 not pending (or expired meanwhile).
 */
export const decideOffer = (
  pool: Pool,
  staffId: number,
  slug: string,
  decision: { action: 'validar' } | { action: 'rechazar'; reason: string },
): Promise<Outcome<{ idOferta: number; estado: OfferStateId }>> =>
  inTransaction(pool, async (db) => {
    const { rows } = await db.query<{ id: number; stateId: OfferStateId; expiresAt: Date | null; draft: boolean }>(
      `SELECT id, state_id AS "stateId", expires_at AS "expiresAt", draft FROM offers WHERE access_slug = $1 FOR UPDATE`,
      [slug],
    );
    const offer = rows[0];
    if (!offer) return refuse(Status.offerNotFound);
    // A company's draft (an unsaved copy) waits for the company, not for the office.
    if (offer.draft) return refuse(Status.offerNotEditable);
    const refusal = transitionRefusal(decision.action, effectiveState(offer.stateId, offer.expiresAt), 'orientacion');
    if (refusal !== null) return refuse(refusal);
    const estado = await applyTransition(db, offer.id, decision.action, {
      userId: staffId,
      reason: decision.action === 'rechazar' ? decision.reason : null,
    });
    return { ok: true, value: { idOferta: offer.id, estado } };
  });
