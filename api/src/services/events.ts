import type { EventDetail, EventSummary } from '@portal/contracts';
import type { Pool } from '../db/pool';

/** Who is looking: each event says whether students, companies and anonymous visitors see it. */
export type EventAudience = 'Alumno' | 'Empresa' | 'Publico';

const audienceColumn: Record<EventAudience, string> = {
  Alumno: 'e.for_students',
  Empresa: 'e.for_companies',
  Publico: 'e.is_public',
};

const summaryColumns = `
  e.id AS "idEvento", e.title AS titulo, e.lead AS entradilla, e.starts_at AS fecha,
  c.name AS "categoriaNombre", c.slug AS "categoriaSlug", e.place AS lugar, e.featured AS destacado,
  e.main_image_url AS "ulrImagenPrincipal", e.access_slug AS "urlAcceso"`;

interface SummaryRow {
  idEvento: number;
  titulo: string;
  entradilla: string;
  fecha: Date;
  categoriaNombre: string;
  categoriaSlug: string;
  lugar: string;
  destacado: boolean;
  ulrImagenPrincipal: string | null;
  urlAcceso: string;
}

const toSummary = ({ categoriaNombre, categoriaSlug, fecha, ...row }: SummaryRow): EventSummary => ({
  ...row,
  fecha: fecha.toISOString(),
  categoria: { nombre: categoriaNombre, slug: categoriaSlug },
});

/** The events an audience sees: upcoming ones first, soonest first; then past ones, latest first. */
export const listEvents = async (
  pool: Pool,
  audience: Exclude<EventAudience, 'Publico'>,
): Promise<EventSummary[]> => {
  const { rows } = await pool.query<SummaryRow>(
    `SELECT ${summaryColumns}
       FROM events e JOIN event_categories c ON c.id = e.category_id
      WHERE ${audienceColumn[audience]}
      ORDER BY e.starts_at < now(),
               CASE WHEN e.starts_at >= now() THEN e.starts_at END ASC,
               e.starts_at DESC, e.id`,
  );
  return rows.map(toSummary);
};

/** One event with its description and registrations, if the audience may see it. */
export const findEvent = async (
  pool: Pool,
  id: number,
  audience: EventAudience,
): Promise<EventDetail | undefined> => {
  const { rows } = await pool.query<
    SummaryRow & { descripcion: string; plazas: number | null; inscritos: number }
  >(
    `SELECT ${summaryColumns}, e.description AS descripcion, e.places AS plazas,
            (SELECT count(*)::integer FROM event_registrations r WHERE r.event_id = e.id) AS inscritos
       FROM events e JOIN event_categories c ON c.id = e.category_id
      WHERE e.id = $1 AND ${audienceColumn[audience]}`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { descripcion, plazas, inscritos, ...summary } = row;
  return { ...toSummary(summary), descripcion, plazas, inscritos };
};
