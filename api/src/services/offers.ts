import type { OfferSummary, OfferType } from '@portal/contracts';
import type { Pool } from '../db/pool';

/**
 * Which offers a student sees: open (not closed, not expired) offers of validated, unblocked
 * companies. The count and the list use the same condition, so that a client fetching in
 * batches until it reaches the count gets every offer exactly once.
 */
const visibleOffers = `
  FROM offers o JOIN companies c ON c.id = o.company_id
 WHERE o.offer_type = $1
   AND o.closed_at IS NULL
   AND (o.expires_at IS NULL OR o.expires_at > now())
   AND c.validated AND NOT c.blocked`;

/** textoPerfilOferta: the spec marks an internship with the value "Prácticas". */
const profileText: Record<OfferType, string> = { empleo: 'Empleo', practicas: 'Prácticas' };

export const countOffers = async (pool: Pool, type: OfferType): Promise<number> => {
  const { rows } = await pool.query<{ total: number }>(`SELECT count(*)::integer AS total ${visibleOffers}`, [
    type,
  ]);
  return rows[0]?.total ?? 0;
};

interface OfferRow {
  idOferta: number;
  urlAcceso: string;
  titulo: string;
  empresa: string;
  fecha: Date;
  fechaDestacada: Date | null;
  provincia: string | null;
  tipo: OfferType;
  estudiaYtrabaja: boolean;
}

/**
 * One page of offers: highlighted ones first (most recently highlighted first), then newest
 * first (spec 000 §9); the id breaks ties so that pages never overlap or skip.
 */
export const listOffers = async (
  pool: Pool,
  type: OfferType,
  { desde, cantidad }: { desde: number; cantidad: number },
): Promise<OfferSummary[]> => {
  const { rows } = await pool.query<OfferRow>(
    `SELECT o.id AS "idOferta", o.access_slug AS "urlAcceso", o.title AS titulo, c.trade_name AS empresa,
            o.published_at AS fecha, o.highlighted_at AS "fechaDestacada", o.province AS provincia,
            o.offer_type AS tipo, o.study_and_work AS "estudiaYtrabaja"
       ${visibleOffers}
      ORDER BY o.highlighted_at DESC NULLS LAST, o.published_at DESC, o.id DESC
      OFFSET $2 LIMIT $3`,
    [type, desde, cantidad],
  );
  return rows.map((row) => ({
    ...row,
    fecha: row.fecha.toISOString(),
    fechaDestacada: row.fechaDestacada?.toISOString() ?? null,
    textoPerfilOferta: profileText[row.tipo],
  }));
};
