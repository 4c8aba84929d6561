import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  Status,
  Success,
  officeEventsQueue,
  type EventCategory,
  type Language,
  type OfficeEvent,
  type officeEventFields,
} from '@portal/contracts';
import type { z } from 'zod';
import { inTransaction, type Pool } from '../../platform/db/pool';
import type { FieldProblem } from '../communications/rules';
import { plainTextsOffLoop } from '../communications/plain-text-threads';
import { cancellationNotice, checkEvent, type CleanEvent } from './rules';
import { recordVersionColumn } from '../record-version';

/**
 * The careers office's events (issue 26): listed with their state, created (as drafts), edited,
 * published and cancelled (with a notice to everyone registered). Every change is one transaction
 * with its audit row (staff_decisions, queue `eventos`: who, when, before and after); a change of a
 * version that is no longer the current one is refused (131), and nothing of a refused change is
 * written.
 */

export type Db = Pick<pg.PoolClient, 'query'>;

const columns = `
  e.id, e.title, e.title_ca, e.title_en, e.description, e.description_ca, e.description_en, c.slug AS category,
  e.starts_at, e.ends_at, e.place, e.online_url, e.places, e.for_students, e.student_group, e.degree_code, e.for_companies,
  e.registration_opens_at, e.registration_closes_at,
  CASE WHEN e.cancelled_at IS NOT NULL THEN 'cancelado' WHEN e.published_at IS NULL THEN 'borrador'
       WHEN coalesce(e.ends_at, e.starts_at) < now() THEN 'pasado' ELSE 'proximo' END AS state,
  (SELECT count(*)::integer FROM event_registrations r WHERE r.event_id = e.id) AS registrations,
  (SELECT count(*)::integer FROM event_registrations r WHERE r.event_id = e.id AND r.attended) AS attendees,
  creator.display_name AS created_by, e.created_at,
  editor.display_name AS updated_by, e.updated_at,
  publisher.display_name AS published_by, e.published_at,
  canceller.display_name AS cancelled_by, e.cancelled_at, e.cancel_reason,
  e.notified_count,
  ${recordVersionColumn('e')}`;
const from = `
  FROM events e
  JOIN event_categories c ON c.id = e.category_id
  LEFT JOIN users creator ON creator.id = e.created_by
  LEFT JOIN users editor ON editor.id = e.updated_by
  LEFT JOIN users publisher ON publisher.id = e.published_by
  LEFT JOIN users canceller ON canceller.id = e.cancelled_by`;

interface Row {
  id: number;
  title: string;
  title_ca: string | null;
  title_en: string | null;
  description: string;
  description_ca: string | null;
  description_en: string | null;
  category: string;
  starts_at: Date;
  ends_at: Date | null;
  place: string;
  online_url: string | null;
  places: number | null;
  for_students: boolean;
  student_group: OfficeEvent['estudiantes'] & string;
  degree_code: string | null;
  for_companies: boolean;
  registration_opens_at: Date | null;
  registration_closes_at: Date | null;
  state: OfficeEvent['estado'];
  registrations: number;
  attendees: number;
  created_by: string | null;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date;
  published_by: string | null;
  published_at: Date | null;
  cancelled_by: string | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  notified_count: number;
  version: string;
}

/** A step someone took; the seed's rows have no author. */
const step = (by: string | null, at: Date | null) => (by && at ? { por: by, el: at.toISOString() } : null);
const iso = (at: Date | null) => (at ? at.toISOString() : null);

const toEvent = (row: Row): OfficeEvent => ({
  id: row.id,
  titulo: { es: row.title, ca: row.title_ca, en: row.title_en },
  descripcion: { es: row.description, ca: row.description_ca, en: row.description_en },
  categoria: row.category,
  inicio: row.starts_at.toISOString(),
  fin: iso(row.ends_at),
  lugar: row.place === '' ? null : row.place,
  enlace: row.online_url,
  plazas: row.places,
  estudiantes: row.for_students ? row.student_group : null,
  titulacion: row.degree_code,
  empresas: row.for_companies,
  inscripcionDesde: iso(row.registration_opens_at),
  inscripcionHasta: iso(row.registration_closes_at),
  estado: row.state,
  inscritos: row.registrations,
  asistentes: row.attendees,
  creado: step(row.created_by, row.created_at),
  modificado: row.updated_at.getTime() === row.created_at.getTime() ? null : step(row.updated_by, row.updated_at),
  publicado: step(row.published_by, row.published_at),
  cancelado: row.cancelled_by && row.cancelled_at ? { por: row.cancelled_by, el: row.cancelled_at.toISOString(), motivo: row.cancel_reason ?? '' } : null,
  notificados: row.notified_count,
  version: row.version,
});

/** Every event, the ones to come first (soonest first), then the past and cancelled ones, latest first. */
export const officeEvents = async (pool: Pool): Promise<{ eventos: OfficeEvent[]; categorias: EventCategory[] }> => {
  const [events, categories] = await Promise.all([
    pool.query<Row>(
      `SELECT ${columns} ${from}
        ORDER BY (e.cancelled_at IS NULL AND coalesce(e.ends_at, e.starts_at) >= now()) DESC,
                 CASE WHEN e.cancelled_at IS NULL AND coalesce(e.ends_at, e.starts_at) >= now() THEN e.starts_at END ASC,
                 e.starts_at DESC, e.id DESC`,
    ),
    pool.query<EventCategory>('SELECT slug, name AS nombre FROM event_categories ORDER BY name'),
  ]);
  return { eventos: events.rows.map(toEvent), categorias: categories.rows };
};

export const findOfficeEvent = async (db: Db, id: number, lock = false): Promise<OfficeEvent | undefined> => {
  const { rows } = await db.query<Row>(`SELECT ${columns} ${from} WHERE e.id = $1 ${lock ? 'FOR UPDATE OF e' : ''}`, [id]);
  return rows[0] ? toEvent(rows[0]) : undefined;
};

export type Change =
  | { ok: true; aviso: number; evento: OfficeEvent }
  | { ok: false; status: number }
  | { ok: false; status: typeof Status.missingMandatoryData | typeof Status.eventPlacesBelowRegistrations; problems: FieldProblem[] };

export const audit = (db: Db, staffId: number, id: number, action: string, before: object, after: object) =>
  db.query(
    `INSERT INTO staff_decisions (staff_user_id, queue, record_id, action, reason, state_before, state_after)
     VALUES ($1, $2, $3, $4, NULL, $5, $6)`,
    [staffId, officeEventsQueue, id, action, before, after],
  );

/** What the audit keeps of an event: what its audience sees and when, not who did it nor its counts. */
const audited = ({ creado: _c, modificado: _m, publicado: _p, version: _v, estado: _e, inscritos: _i, asistentes: _a, ...rest }: OfficeEvent) =>
  rest;

type Fields = z.output<typeof officeEventFields>;

/** The request's six texts sanitised to plain text, before any connection is taken. */
const plainTextsOf = async ({ titulo, descripcion }: Fields) => {
  const [titleEs, titleCa, titleEn, es, ca, en] = await plainTextsOffLoop([
    titulo.es,
    titulo.ca,
    titulo.en,
    descripcion.es,
    descripcion.ca,
    descripcion.en,
  ]);
  const optional = (text: string | null | undefined) => (text ? text : null);
  return {
    title: { es: titleEs ?? '', ca: optional(titleCa), en: optional(titleEn) },
    description: { es: es ?? '', ca: optional(ca), en: optional(en) },
  };
};

const stored = (clean: CleanEvent) => [
  clean.title.es,
  clean.title.ca,
  clean.title.en,
  clean.description.es,
  clean.description.ca,
  clean.description.en,
  clean.categoryId,
  clean.startsAt,
  clean.endsAt,
  clean.place,
  clean.onlineUrl,
  clean.places,
  clean.forStudents,
  clean.studentGroup,
  clean.degreeCode,
  clean.forCompanies,
  clean.registrationOpensAt,
  clean.registrationClosesAt,
];

const contextOf = async (db: Db, fields: Fields) => {
  const { rows } = await db.query<{ id: number | null; now: Date }>(
    'SELECT (SELECT id FROM event_categories WHERE slug = $1) AS id, now() AS now',
    [fields.categoria],
  );
  return { categoryId: rows[0]!.id ?? undefined, now: rows[0]!.now };
};

const refused = (checked: { problems: FieldProblem[]; placesBelow: boolean }): Change => ({
  ok: false,
  status: checked.placesBelow ? Status.eventPlacesBelowRegistrations : Status.missingMandatoryData,
  problems: checked.problems,
});

/** A new event, checked and sanitised: a draft nobody but the office sees until it is published. */
export const createOfficeEvent = async (pool: Pool, staffId: number, fields: Fields, language: Language): Promise<Change> => {
  const plain = await plainTextsOf(fields);
  return inTransaction(pool, async (client) => {
    const context = await contextOf(client, fields);
    const checked = checkEvent(fields, plain, { ...context, language, registrations: 0, isNew: true });
    if (!checked.ok) return refused(checked);
    // The students' pages link an event by its id and this key (urlAcceso); it only has to be unique.
    const slug = `evento-${randomBytes(6).toString('hex')}`;
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO events (title, title_ca, title_en, description, description_ca, description_en, category_id,
                           starts_at, ends_at, place, online_url, places, for_students, student_group, degree_code,
                           for_companies, registration_opens_at, registration_closes_at,
                           access_slug, lead, is_public, published_at, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, '', false, NULL, $20, $20)
       RETURNING id`,
      [...stored(checked.value), slug, staffId],
    );
    const id = rows[0]!.id;
    const created = (await findOfficeEvent(client, id))!;
    await audit(client, staffId, id, 'crear', {}, audited(created));
    return { ok: true, aviso: Success.officeEventSaved, evento: created };
  });
};

/** The event as it is now (locked), or why it cannot change: unknown (192), cancelled (193), changed since read (131). */
export const changeableEvent = async (
  db: Db,
  id: number,
  version: string | null,
): Promise<{ ok: true; current: OfficeEvent } | { ok: false; status: number }> => {
  const current = await findOfficeEvent(db, id, true);
  if (!current) return { ok: false, status: Status.officeEventNotFound };
  if (current.estado === 'cancelado') return { ok: false, status: Status.officeEventCancelled };
  if (version !== null && current.version !== version) return { ok: false, status: Status.recordChanged };
  return { ok: true, current };
};

const touched = `updated_at = greatest(now(), updated_at + interval '1 microsecond')`;

/** An edit of the version the caller saw; the places never below the registrations it has. */
export const editOfficeEvent = async (
  pool: Pool,
  staffId: number,
  id: number,
  fields: Fields & { version: string },
  language: Language,
): Promise<Change> => {
  const plain = await plainTextsOf(fields);
  return inTransaction(pool, async (client) => {
    const found = await changeableEvent(client, id, fields.version);
    if (!found.ok) return found;
    const context = await contextOf(client, fields);
    // Counted once the event is locked (registrations lock it too): the locking read's own count
    // may predate a registration committed while it waited.
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::integer AS n FROM event_registrations WHERE event_id = $1', [id]);
    const checked = checkEvent(fields, plain, { ...context, language, registrations: rows[0]!.n, isNew: false });
    if (!checked.ok) return refused(checked);
    await client.query(
      `UPDATE events
          SET title = $1, title_ca = $2, title_en = $3, description = $4, description_ca = $5, description_en = $6,
              category_id = $7, starts_at = $8, ends_at = $9, place = $10, online_url = $11, places = $12,
              for_students = $13, student_group = $14, degree_code = $15, for_companies = $16,
              registration_opens_at = $17, registration_closes_at = $18, updated_by = $19, ${touched}
        WHERE id = $20`,
      [...stored(checked.value), staffId, id],
    );
    const changed = (await findOfficeEvent(client, id))!;
    await audit(client, staffId, id, 'editar', audited(found.current), audited(changed));
    return { ok: true, aviso: Success.officeEventSaved, evento: changed };
  });
};

/** Publishes a draft: from now on its audience sees it and may register (196 if already published). */
export const publishOfficeEvent = (pool: Pool, staffId: number, id: number, version: string): Promise<Change> =>
  inTransaction(pool, async (client) => {
    const found = await changeableEvent(client, id, version);
    if (!found.ok) return found;
    if (found.current.estado !== 'borrador') return { ok: false, status: Status.officeEventAlreadyPublished };
    await client.query(`UPDATE events SET published_at = now(), published_by = $2, updated_by = $2, ${touched} WHERE id = $1`, [id, staffId]);
    const published = (await findOfficeEvent(client, id))!;
    await audit(client, staffId, id, 'publicar', audited(found.current), audited(published));
    return { ok: true, aviso: Success.officeEventPublished, evento: published };
  });

const languageIds: Record<Language, number> = { es: 1, ca: 2, en: 3 };

/**
 * Cancels the event: its audience no longer sees it, and each person registered (a student, or
 * every user of a registered company: whichever of them registered it, the company is expected,
 * and each user reads the company's notices) receives an in-app notice in their language,
 * with the event's title in that language and the reason. The registrations stay, for the record.
 */
export const cancelOfficeEvent = (pool: Pool, staffId: number, id: number, version: string, reason: string): Promise<Change> =>
  inTransaction(pool, async (client) => {
    const found = await changeableEvent(client, id, version);
    if (!found.ok) return found;
    const event = found.current;
    const notices = (['es', 'ca', 'en'] as const).map((language) =>
      cancellationNotice(language, (language === 'es' ? null : event.titulo[language]) || event.titulo.es, new Date(event.inicio), reason),
    );
    const { rowCount } = await client.query(
      `INSERT INTO notifications (user_id, title, body, important, access_url)
       SELECT u.id,
              CASE u.preferred_language_id WHEN $2 THEN $4 WHEN $3 THEN $6 ELSE $8 END,
              CASE u.preferred_language_id WHEN $2 THEN $5 WHEN $3 THEN $7 ELSE $9 END,
              true, '/eventos'
         FROM (SELECT recipient, min(registered_at) AS registered_at
                 FROM (SELECT r.user_id AS recipient, r.registered_at FROM event_registrations r
                        WHERE r.event_id = $1 AND r.company_id IS NULL
                       UNION ALL
                       SELECT cu.user_id, r.registered_at FROM event_registrations r
                         JOIN company_users cu ON cu.company_id = r.company_id
                        WHERE r.event_id = $1) registered
                GROUP BY recipient) x
         JOIN users u ON u.id = x.recipient
        ORDER BY x.registered_at, u.id`,
      [
        id,
        languageIds.ca,
        languageIds.en,
        notices[1]!.title,
        notices[1]!.body,
        notices[2]!.title,
        notices[2]!.body,
        notices[0]!.title,
        notices[0]!.body,
      ],
    );
    await client.query(
      `UPDATE events SET cancelled_at = now(), cancelled_by = $2, cancel_reason = $3, notified_count = $4, updated_by = $2, ${touched}
        WHERE id = $1`,
      [id, staffId, reason, rowCount ?? 0],
    );
    const cancelled = (await findOfficeEvent(client, id))!;
    await audit(client, staffId, id, 'cancelar', audited(event), audited(cancelled));
    return { ok: true, aviso: Success.officeEventCancelledNow, evento: cancelled };
  });
