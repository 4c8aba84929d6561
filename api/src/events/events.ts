import {
  Status,
  type EventDetail,
  type EventMedia,
  type EventSummary,
  type UserType,
} from '@portal/contracts';
import { inTransaction, type Pool } from '../platform/db/pool';

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

/**
 * One event with its description, registrations, gallery and videos, if the audience may see
 * it; `userId` (a logged caller) tells whether that user is registered.
 */
export const findEvent = async (
  pool: Pool,
  id: number,
  audience: EventAudience,
  userId?: number,
): Promise<EventDetail | undefined> => {
  const { rows } = await pool.query<
    SummaryRow & {
      descripcion: string;
      plazas: number | null;
      inscritos: number;
      cierre: Date;
      inscrito: boolean;
    }
  >(
    `SELECT ${summaryColumns}, e.description AS descripcion, e.places AS plazas,
            coalesce(e.registration_closes_at, e.starts_at) AS cierre,
            (SELECT count(*)::integer FROM event_registrations r WHERE r.event_id = e.id) AS inscritos,
            EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = e.id AND r.user_id = $2) AS inscrito
       FROM events e JOIN event_categories c ON c.id = e.category_id
      WHERE e.id = $1 AND ${audienceColumn[audience]}`,
    [id, userId ?? null],
  );
  const row = rows[0];
  if (!row) return undefined;
  const media = await pool.query<EventMedia & { kind: 'imagen' | 'video' }>(
    'SELECT kind, url, title AS titulo FROM event_media WHERE event_id = $1 ORDER BY kind, position',
    [id],
  );
  const ofKind = (kind: 'imagen' | 'video') =>
    media.rows.filter((item) => item.kind === kind).map(({ url, titulo }) => ({ url, titulo }));
  const { descripcion, plazas, inscritos, cierre, inscrito, ...summary } = row;
  return {
    ...toSummary(summary),
    descripcion,
    plazas,
    inscritos,
    cierreInscripcion: cierre.toISOString(),
    galeria: ofKind('imagen'),
    videos: ofKind('video'),
    inscrito,
  };
};

export type RegistrationOutcome =
  | { status: typeof Status.ok; inscritos: number }
  | {
      status:
        | typeof Status.eventFull
        | typeof Status.eventClosed
        | typeof Status.eventAlreadyRegistered
        | typeof Status.eventNotForUserType
        | typeof Status.eventNotFound;
    };

/**
 * Registers a user for an event (inscribirseEnEvento). The event row is locked for the count and
 * the insert, so concurrent registrations queue on it and never exceed the places; the primary
 * key (event, user) makes a second registration of one user impossible even so.
 */
export const registerForEvent = (
  pool: Pool,
  { idEvento, urlEvento }: { idEvento: number; urlEvento: string },
  user: { id: number; type: UserType },
): Promise<RegistrationOutcome> =>
  inTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      places: number | null;
      closed: boolean;
      forStudents: boolean;
      forCompanies: boolean;
    }>(
      `SELECT places, coalesce(registration_closes_at, starts_at) <= now() AS closed,
              for_students AS "forStudents", for_companies AS "forCompanies"
         FROM events WHERE id = $1 AND access_slug = $2 FOR UPDATE`,
      [idEvento, urlEvento],
    );
    const event = rows[0];
    if (!event) return { status: Status.eventNotFound };
    if (!(user.type === 'Alumno' ? event.forStudents : event.forCompanies))
      return { status: Status.eventNotForUserType };
    const registered = await client.query<{ mine: boolean; total: number }>(
      `SELECT coalesce(bool_or(user_id = $2), false) AS mine, count(*)::integer AS total
         FROM event_registrations WHERE event_id = $1`,
      [idEvento, user.id],
    );
    const { mine, total } = registered.rows[0]!;
    if (mine) return { status: Status.eventAlreadyRegistered };
    if (event.closed) return { status: Status.eventClosed };
    if (event.places !== null && total >= event.places) return { status: Status.eventFull };
    await client.query('INSERT INTO event_registrations (event_id, user_id) VALUES ($1, $2)', [
      idEvento,
      user.id,
    ]);
    return { status: Status.ok, inscritos: total + 1 };
  });
