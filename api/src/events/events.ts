import {
  Status,
  type EventDetail,
  type EventMedia,
  type EventSummary,
  type Language,
} from '@portal/contracts';
import { inTransaction, type Pool } from '../platform/db/pool';

/** Who is looking: each event says whether students, companies and anonymous visitors see it. */
export type EventAudience = 'Alumno' | 'Empresa' | 'Publico';

const audienceColumn: Record<EventAudience, string> = {
  Alumno: 'e.for_students',
  Empresa: 'e.for_companies',
  Publico: 'e.is_public',
};

/** An event's text in the reader's language ($lang: es, ca, en), or the Spanish one when that is empty. */
const textIn = (column: 'title' | 'description', lang: string) =>
  `coalesce(nullif(CASE ${lang} WHEN 'ca' THEN e.${column}_ca WHEN 'en' THEN e.${column}_en END, ''), e.${column})`;

/**
 * The columns of an event's summary, its texts in the language of parameter `lang`. The office's
 * events have no separate lead (entradilla): the start of the description stands for it; an online
 * event without a place shows its link as the place.
 */
const summaryColumnsIn = (lang: string) => `
  e.id AS "idEvento", ${textIn('title', lang)} AS titulo,
  CASE WHEN e.lead <> '' THEN e.lead ELSE left(${textIn('description', lang)}, 200) END AS entradilla, e.starts_at AS fecha,
  c.name AS "categoriaNombre", c.slug AS "categoriaSlug", coalesce(nullif(e.place, ''), e.online_url, '') AS lugar, e.featured AS destacado,
  e.main_image_url AS "ulrImagenPrincipal", e.access_slug AS "urlAcceso"`;

/** Students and companies see an event once the office publishes it, and no longer once it is cancelled. */
const live = 'e.published_at IS NOT NULL AND e.cancelled_at IS NULL';

/** A student ($user) sees an event for students only if they are of its group and degree (the communications' rule). */
const reachesStudent = (user: string) => `communication_reaches_student(e.student_group, e.degree_code, ${user})`;

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

/**
 * The published events an audience sees (a student: those of their group and degree), in the
 * reader's language: upcoming ones first, soonest first; then past ones, latest first.
 */
export const listEvents = async (
  pool: Pool,
  audience: Exclude<EventAudience, 'Publico'>,
  userId: number,
  language: Language = 'es',
): Promise<EventSummary[]> => {
  const { rows } = await pool.query<SummaryRow>(
    `SELECT ${summaryColumnsIn('$2')}
       FROM events e JOIN event_categories c ON c.id = e.category_id
      WHERE ${audienceColumn[audience]} AND ${live} AND ($3 <> 'Alumno' OR ${reachesStudent('$1')})
      ORDER BY e.starts_at < now(),
               CASE WHEN e.starts_at >= now() THEN e.starts_at END ASC,
               e.starts_at DESC, e.id`,
    [userId, language, audience],
  );
  return rows.map(toSummary);
};

/**
 * Who registers: a student for themselves; a company user for the company of their session (one
 * registration per company, whichever of its users makes it: issue 22).
 */
export type Registrant = { type: 'Alumno'; id: number } | { type: 'Empresa'; id: number; companyId: number };

/** The condition on event_registrations `r` that finds the registrant's registration ($2 user, $3 company). */
const registrationOf = `CASE WHEN $3::integer IS NULL THEN r.user_id = $2 AND r.company_id IS NULL ELSE r.company_id = $3 END`;
const registrantParams = (registrant?: Registrant) =>
  registrant ? [registrant.id, registrant.type === 'Empresa' ? registrant.companyId : null] : [null, null];

/**
 * One event with its description, registrations, gallery and videos, if the audience may see
 * it; `registrant` (a logged caller) tells whether they (their company) are registered.
 */
export const findEvent = async (
  pool: Pool,
  id: number,
  audience: EventAudience,
  registrant?: Registrant,
  language: Language = 'es',
): Promise<EventDetail | undefined> => {
  const { rows } = await pool.query<
    SummaryRow & {
      descripcion: string;
      plazas: number | null;
      inscritos: number;
      cierre: Date;
      apertura: Date | null;
      inscrito: boolean;
    }
  >(
    `SELECT ${summaryColumnsIn('$4')}, ${textIn('description', '$4')} AS descripcion, e.places AS plazas,
            coalesce(e.registration_closes_at, e.starts_at) AS cierre,
            CASE WHEN e.registration_opens_at > now() THEN e.registration_opens_at END AS apertura,
            (SELECT count(*)::integer FROM event_registrations r WHERE r.event_id = e.id) AS inscritos,
            EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = e.id AND ${registrationOf}) AS inscrito
       FROM events e JOIN event_categories c ON c.id = e.category_id
      WHERE e.id = $1 AND ${audienceColumn[audience]} AND ${live}
        AND ($3::integer IS NOT NULL OR $2::integer IS NULL OR ${reachesStudent('$2')})`,
    [id, ...registrantParams(registrant), language],
  );
  const row = rows[0];
  if (!row) return undefined;
  const media = await pool.query<EventMedia & { kind: 'imagen' | 'video' }>(
    'SELECT kind, url, title AS titulo FROM event_media WHERE event_id = $1 ORDER BY kind, position',
    [id],
  );
  const ofKind = (kind: 'imagen' | 'video') =>
    media.rows.filter((item) => item.kind === kind).map(({ url, titulo }) => ({ url, titulo }));
  const { descripcion, plazas, inscritos, cierre, apertura, inscrito, ...summary } = row;
  return {
    ...toSummary(summary),
    descripcion,
    plazas,
    inscritos,
    cierreInscripcion: cierre.toISOString(),
    aperturaInscripcion: apertura ? apertura.toISOString() : null,
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
        | typeof Status.eventRegistrationNotOpen
        | typeof Status.eventAlreadyRegistered
        | typeof Status.eventNotForUserType
        | typeof Status.eventNotFound;
    };

/**
 * Registers a student, or a company user's company, for an event (inscribirseEnEvento). The event
 * row is locked for the count and the insert, so concurrent registrations queue on it and never
 * exceed the places; the unique keys (event and student, event and company) make a second
 * registration impossible even so.
 */
export const registerForEvent = (
  pool: Pool,
  { idEvento, urlEvento }: { idEvento: number; urlEvento: string },
  registrant: Registrant,
): Promise<RegistrationOutcome> =>
  inTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      places: number | null;
      closed: boolean;
      notOpen: boolean;
      forStudents: boolean;
      forCompanies: boolean;
      reachesStudent: boolean;
    }>(
      `SELECT places, coalesce(registration_closes_at, starts_at) <= now() AS closed,
              coalesce(registration_opens_at > now(), false) AS "notOpen",
              for_students AS "forStudents", for_companies AS "forCompanies",
              ($3::text <> 'Alumno' OR ${reachesStudent('$4')}) AS "reachesStudent"
         FROM events e WHERE id = $1 AND access_slug = $2 AND ${live} FOR UPDATE`,
      [idEvento, urlEvento, registrant.type, registrant.id],
    );
    const event = rows[0];
    if (!event) return { status: Status.eventNotFound };
    if (!(registrant.type === 'Alumno' ? event.forStudents && event.reachesStudent : event.forCompanies))
      return { status: Status.eventNotForUserType };
    const registered = await client.query<{ mine: boolean; total: number }>(
      `SELECT coalesce(bool_or(${registrationOf}), false) AS mine, count(*)::integer AS total
         FROM event_registrations r WHERE r.event_id = $1`,
      [idEvento, ...registrantParams(registrant)],
    );
    const { mine, total } = registered.rows[0]!;
    if (mine) return { status: Status.eventAlreadyRegistered };
    if (event.closed) return { status: Status.eventClosed };
    if (event.notOpen) return { status: Status.eventRegistrationNotOpen };
    if (event.places !== null && total >= event.places) return { status: Status.eventFull };
    await client.query('INSERT INTO event_registrations (event_id, user_id, company_id) VALUES ($1, $2, $3)', [
      idEvento,
      ...registrantParams(registrant),
    ]);
    return { status: Status.ok, inscritos: total + 1 };
  });
