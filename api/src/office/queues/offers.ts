import { OfferState, Status, type OfferStateId, type QueueItem } from '@portal/contracts';
import { findCompanyOfferDetail } from '../../offers/offers';
import { applyTransition, effectiveState, recordOfferState, transitionRefusal } from '../../company/offers/offer-states';
import { refuse } from '../../platform/http/outcome';
import { orderDirection, pageOffset, textFilter, type DecisionNotice, type QueueHandler } from './queue';

/**
 * Queue 2, offers pending validation (the brand's publicacionDirectaOfertas off, or a copy to the
 * other profile): the office validates (published), rejects with a reason (the company reads it,
 * descripcionEstadoMotivo), or returns it for changes: it stays pending and editable, out of the
 * queue until the company edits it. The record page shows the offer as students will see it.
 */
const waiting = `o.state_id = 1 AND NOT o.draft AND (o.expires_at IS NULL OR o.expires_at > now())
  AND (o.returned_at IS NULL OR coalesce(o.updated_at, o.created_at) > o.returned_at)`;
const stateSql = `CASE WHEN o.state_id = 1 AND o.draft THEN 'borrador'
  WHEN o.state_id = 1 AND o.expires_at <= now() THEN 'caducada'
  WHEN o.state_id = 1 AND o.returned_at IS NOT NULL AND coalesce(o.updated_at, o.created_at) <= o.returned_at THEN 'devuelta'
  WHEN o.state_id = 1 THEN 'pendiente' WHEN o.state_id = 2 THEN 'publicada' WHEN o.state_id = 5 THEN 'rechazada'
  WHEN o.state_id = 3 THEN 'cerrada' ELSE 'eliminada' END`;
/** Since when the offer waits: its creation, or its last edit after the office returned it. */
const sinceSql = `CASE WHEN o.returned_at IS NOT NULL THEN o.updated_at ELSE o.created_at END`;

const texts = {
  validar: (title: string): DecisionNotice['texts'] => ({
    es: { title: 'Oferta publicada', body: `El servicio de empleo ha validado tu oferta «${title}»: ya la ven los estudiantes.` },
    ca: { title: 'Oferta publicada', body: `El servei d'ocupació ha validat la teva oferta «${title}»: ja la veuen els estudiants.` },
    en: { title: 'Offer published', body: `The careers service validated your offer “${title}”: students can see it now.` },
  }),
  rechazar: (title: string, reason: string): DecisionNotice['texts'] => ({
    es: { title: 'Oferta rechazada', body: `El servicio de empleo ha rechazado tu oferta «${title}». Motivo: ${reason}` },
    ca: { title: 'Oferta rebutjada', body: `El servei d'ocupació ha rebutjat la teva oferta «${title}». Motiu: ${reason}` },
    en: { title: 'Offer rejected', body: `The careers service rejected your offer “${title}”. Reason: ${reason}` },
  }),
  devolver: (title: string, reason: string): DecisionNotice['texts'] => ({
    es: { title: 'Oferta devuelta para cambios', body: `El servicio de empleo te pide cambios en la oferta «${title}» antes de publicarla: ${reason}` },
    ca: { title: 'Oferta retornada per a canvis', body: `El servei d'ocupació et demana canvis a l'oferta «${title}» abans de publicar-la: ${reason}` },
    en: { title: 'Offer returned for changes', body: `The careers service asks for changes to the offer “${title}” before publishing it: ${reason}` },
  }),
};

export const offersQueue: QueueHandler = {
  id: 'ofertas',

  summary: async (db) => {
    const { rows } = await db.query<{ total: number; oldest: Date | null }>(
      `SELECT count(*)::int AS total, min(${sinceSql}) AS oldest FROM offers o WHERE ${waiting}`,
    );
    return rows[0]!;
  },

  list: async (db, query) => {
    const state = query.estado ?? 'pendiente';
    // What waits is read from the pending offers' index; another state is a filter of its own ($1).
    const byState = state === 'pendiente' ? { sql: waiting, params: [] as string[] } : { sql: `${stateSql} = $1`, params: [state] };
    const text = textFilter(query.texto, ['o.title', 'c.trade_name', 'c.tax_id'], byState.params.length + 1);
    const where = `${byState.sql} AND ${text.sql}`;
    const params = [...byState.params, ...text.params];
    const from = `offers o JOIN companies c ON c.id = o.company_id`;
    const order = query.orden === 'nombre' ? `lower(o.title) ${orderDirection(query)}, o.id` : `${sinceSql} ${orderDirection(query)}, o.id`;
    const [count, page] = await Promise.all([
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
      db.query<Omit<QueueItem, 'avisos'> & { since: Date }>(
        `SELECT o.id, o.title AS titulo, c.trade_name || ' · ' || o.offer_type AS detalle,
                ${stateSql} AS estado, ${sinceSql} AS since
           FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${query.porPagina} OFFSET ${pageOffset(query)}`,
        params,
      ),
    ]);
    return {
      total: count.rows[0]!.total,
      items: page.rows.map(({ since, ...item }) => ({ ...item, desde: since.toISOString(), avisos: [] })),
    };
  },

  read: async (db, id, { lock, language }) => {
    const { rows } = await db.query<{
      state: string;
      stateId: OfferStateId;
      expiresAt: Date | null;
      updatedAt: Date;
      companyId: number;
      company: string;
      cif: string;
      reason: string | null;
    }>(
      `SELECT ${stateSql} AS state, o.state_id AS "stateId", o.expires_at AS "expiresAt", coalesce(o.updated_at, o.created_at) AS "updatedAt",
              c.id AS "companyId", c.trade_name AS company, c.tax_id AS cif, o.state_reason AS reason
         FROM offers o JOIN companies c ON c.id = o.company_id WHERE o.id = $1 ${lock ? 'FOR UPDATE OF o' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row || row.stateId === OfferState.deleted) return undefined;
    const oferta = await findCompanyOfferDetail(db, id, row.companyId, language);
    const open = row.state === 'pendiente';
    return {
      estado: row.state,
      version: `${row.state}@${row.updatedAt.toISOString()}`,
      acciones: open
        ? [
            { accion: 'validar', requiereMotivo: false },
            { accion: 'rechazar', requiereMotivo: true },
            { accion: 'devolver', requiereMotivo: true },
          ]
        : [],
      registro: { oferta, idEmpresa: row.companyId, empresa: row.company, cif: row.cif, motivo: row.reason },
    };
  },

  waitingOf: async (db, owner) => {
    if (!('companyId' in owner)) return [];
    const { rows } = await db.query<{ titulo: string; since: Date }>(
      `SELECT o.title AS titulo, ${sinceSql} AS since FROM offers o WHERE o.company_id = $1 AND ${waiting} ORDER BY since, o.id`,
      [owner.companyId],
    );
    return rows.map((row) => ({ cola: 'ofertas', titulo: row.titulo, estado: 'pendiente', desde: row.since.toISOString(), enlace: '/mis-ofertas' }));
  },

  decide: async (db, id, decision, staffId) => {
    const { rows } = await db.query<{ title: string; companyId: number; stateId: OfferStateId; expiresAt: Date | null; draft: boolean }>(
      `SELECT title, company_id AS "companyId", state_id AS "stateId", expires_at AS "expiresAt", draft FROM offers WHERE id = $1`,
      [id],
    );
    const offer = rows[0];
    if (!offer) return refuse(Status.recordNotFound);
    // A company's draft (an unsaved copy) is not the office's to decide.
    if (offer.draft) return refuse(Status.decisionNotOpen);
    const reason = decision.motivo ?? '';
    if (decision.accion === 'devolver') {
      await db.query('UPDATE offers SET returned_at = now(), state_reason = $2 WHERE id = $1', [id, reason]);
      await recordOfferState(db, id, OfferState.pendingValidation, staffId, reason);
    } else {
      const action = decision.accion === 'validar' ? 'validar' : 'rechazar';
      const refusal = transitionRefusal(action, effectiveState(offer.stateId, offer.expiresAt), 'orientacion');
      if (refusal !== null) return refuse(Status.decisionNotOpen);
      await applyTransition(db, id, action, { userId: staffId, reason: action === 'rechazar' ? reason : null });
    }
    const after = { validar: 'publicada', rechazar: 'rechazada', devolver: 'devuelta' }[decision.accion] ?? 'pendiente';
    const notice = decision.accion === 'validar' ? texts.validar(offer.title) : decision.accion === 'rechazar' ? texts.rechazar(offer.title, reason) : texts.devolver(offer.title, reason);
    return {
      ok: true,
      value: {
        before: { estado: 'pendiente' },
        after: { estado: after },
        notices: [{ to: { companyId: offer.companyId }, texts: notice, url: `/mis-ofertas` }],
      },
    };
  },
};
