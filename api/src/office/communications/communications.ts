import type pg from 'pg';
import {
  Status,
  Success,
  communicationsQueue,
  type Language,
  type StaffCommunication,
  type communicationCreateRequest,
  type communicationFields,
} from '@portal/contracts';
import type { z } from 'zod';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { plainTextsOffLoop } from './plain-text-threads';
import { audienceOf, checkCommunication, type CleanCommunication, type FieldProblem, type PlainTexts } from './rules';
import { recordVersionColumn } from '../record-version';

/**
 * The careers office's communications (issue 26): listed with their state, created (optionally
 * with one in-app notification to each user of the audience), edited and withdrawn. Every change
 * is one transaction with its audit row (staff_decisions, queue `comunicaciones`: who, when,
 * before and after); an edit or a withdrawal of a version that is no longer the current one is
 * refused (131), and nothing of a refused change is written.
 */

type Db = Pick<pg.PoolClient, 'query'>;

const columns = `
  c.id, c.audience, c.student_group, c.degree_code, c.description, c.description_ca, c.description_en, c.link,
  to_char(c.shown_from, 'YYYY-MM-DD') AS shown_from, to_char(c.shown_until, 'YYYY-MM-DD') AS shown_until,
  CASE WHEN c.withdrawn_at IS NOT NULL THEN 'retirada' WHEN c.shown_from > current_date THEN 'programada'
       WHEN c.shown_until < current_date THEN 'caducada' ELSE 'vigente' END AS state,
  c.notified_count,
  creator.display_name AS created_by, c.created_at,
  editor.display_name AS updated_by, c.updated_at,
  withdrawer.display_name AS withdrawn_by, c.withdrawn_at,
  ${recordVersionColumn('c')}`;
const from = `
  FROM communications c
  LEFT JOIN users creator ON creator.id = c.created_by
  LEFT JOIN users editor ON editor.id = c.updated_by
  LEFT JOIN users withdrawer ON withdrawer.id = c.withdrawn_by`;

interface Row {
  id: number;
  audience: string;
  student_group: string;
  degree_code: string | null;
  description: string;
  description_ca: string | null;
  description_en: string | null;
  link: string | null;
  shown_from: string;
  shown_until: string | null;
  state: StaffCommunication['estado'];
  notified_count: number;
  created_by: string | null;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date;
  withdrawn_by: string | null;
  withdrawn_at: Date | null;
  version: string;
}

/** A step someone took; the seed's rows have no author, and were not changed since. */
const step = (by: string | null, at: Date | null) => (by && at ? { por: by, el: at.toISOString() } : null);

const toCommunication = (row: Row): StaffCommunication => ({
  id: row.id,
  publico: audienceOf(row.audience, row.student_group),
  titulacion: row.degree_code,
  textos: { es: row.description, ca: row.description_ca, en: row.description_en },
  enlace: row.link,
  desde: row.shown_from,
  hasta: row.shown_until,
  estado: row.state,
  notificados: row.notified_count,
  creada: step(row.created_by, row.created_at),
  modificada: row.updated_at.getTime() === row.created_at.getTime() ? null : step(row.updated_by, row.updated_at),
  retirada: step(row.withdrawn_by, row.withdrawn_at),
  version: row.version,
});

/** Every communication, those still to come or shown first, then the newest first. */
export const staffCommunications = async (pool: Pool): Promise<StaffCommunication[]> => {
  const { rows } = await pool.query<Row>(
    `SELECT ${columns} ${from}
      ORDER BY (c.withdrawn_at IS NULL AND (c.shown_until IS NULL OR c.shown_until >= current_date)) DESC,
               c.shown_from DESC, c.id DESC`,
  );
  return rows.map(toCommunication);
};

const findOne = async (db: Db, id: number, lock = false): Promise<StaffCommunication | undefined> => {
  const { rows } = await db.query<Row>(`SELECT ${columns} ${from} WHERE c.id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`, [id]);
  return rows[0] ? toCommunication(rows[0]) : undefined;
};

export const staffCommunication = (pool: Pool, id: number) => findOne(pool, id);

export type Change =
  | { ok: true; aviso: number; comunicacion: StaffCommunication }
  | { ok: false; status: number }
  | { ok: false; status: typeof Status.missingMandatoryData; problems: FieldProblem[] };

const today = async (db: Db): Promise<string> =>
  (await db.query<{ day: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS day`)).rows[0]!.day;

const audit = (db: Db, staffId: number, id: number, action: 'crear' | 'editar' | 'retirar', before: object, after: object) =>
  db.query(
    `INSERT INTO staff_decisions (staff_user_id, queue, record_id, action, reason, state_before, state_after)
     VALUES ($1, $2, $3, $4, NULL, $5, $6)`,
    [staffId, communicationsQueue, id, action, before, after],
  );

/** What the audit keeps of a communication: what its audience sees and when, not who wrote it. */
const audited = ({ creada: _c, modificada: _m, retirada: _r, version: _v, estado: _e, ...rest }: StaffCommunication) => rest;

const notificationTitles: Record<Language, string> = {
  es: 'Nueva comunicación del servicio de empleo',
  ca: "Nova comunicació del servei d'ocupació",
  en: 'New announcement from the careers service',
};

/**
 * One in-app notification to each unblocked user the communication reaches (the home's rule,
 * communication_reaches_student, for students), in the user's language: the title, and the text
 * in it or in Spanish. The notification links where the communication does.
 */
const notifyAudience = async (db: Db, id: number): Promise<number> => {
  const { rowCount } = await db.query(
    `INSERT INTO notifications (user_id, title, body, access_url, external_url)
     SELECT u.id,
            CASE u.preferred_language_id WHEN 2 THEN $2 WHEN 3 THEN $3 ELSE $4 END,
            coalesce(nullif(CASE u.preferred_language_id WHEN 2 THEN c.description_ca WHEN 3 THEN c.description_en END, ''), c.description),
            CASE WHEN c.link LIKE '/%' THEN c.link END,
            CASE WHEN c.link NOT LIKE '/%' THEN c.link END
       FROM communications c
       JOIN users u ON u.user_type = c.audience AND NOT u.blocked
      WHERE c.id = $1
        AND (c.audience = 'Empresa' OR communication_reaches_student(c.student_group, c.degree_code, u.id))`,
    [id, notificationTitles.ca, notificationTitles.en, notificationTitles.es],
  );
  const sent = rowCount ?? 0;
  await db.query('UPDATE communications SET notified_count = $2 WHERE id = $1', [id, sent]);
  return sent;
};

/** The request's texts sanitised, before any connection is taken: the worker may take a moment. */
const plainTextsOf = async ({ textos }: z.output<typeof communicationFields>): Promise<PlainTexts> => {
  const [es, ca, en] = await plainTextsOffLoop([textos.es, textos.ca, textos.en]);
  return { es: es ?? '', ca: ca ?? null, en: en ?? null };
};

const stored = (clean: CleanCommunication) => [
  clean.audience,
  clean.studentGroup,
  clean.degreeCode,
  clean.es,
  clean.ca,
  clean.en,
  clean.link,
  clean.from,
  clean.until,
];

/** A new communication, checked and sanitised; its notifications too when `notificar`. */
export const createCommunication = async (
  pool: Pool,
  staffId: number,
  request: z.output<typeof communicationCreateRequest>,
  language: Language,
): Promise<Change> => {
  const plain = await plainTextsOf(request);
  return inTransaction(pool, async (client) => {
    const checked = checkCommunication(request, plain, language, await today(client));
    if (!checked.ok) return { ok: false, status: Status.missingMandatoryData, problems: checked.problems };
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO communications (audience, student_group, degree_code, description, description_ca, description_en,
                                   link, shown_from, shown_until, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
      [...stored(checked.value), staffId],
    );
    const id = rows[0]!.id;
    if (request.notificar) await notifyAudience(client, id);
    const created = (await findOne(client, id))!;
    await audit(client, staffId, id, 'crear', {}, audited(created));
    return { ok: true, aviso: Success.communicationSaved, comunicacion: created };
  });
};

/**
 * The communication as it is now (locked), or why it cannot change: unknown (190), withdrawn
 * (191), changed since the caller read it (131).
 */
const changeable = async (db: Db, id: number, version: string): Promise<{ ok: true; current: StaffCommunication } | { ok: false; status: number }> => {
  const current = await findOne(db, id, true);
  if (!current) return { ok: false, status: Status.communicationNotFound };
  if (current.estado === 'retirada') return { ok: false, status: Status.communicationWithdrawn };
  if (current.version !== version) return { ok: false, status: Status.recordChanged };
  return { ok: true, current };
};

/** An edit of the version the caller saw: its texts, audience and days. */
export const editCommunication = async (
  pool: Pool,
  staffId: number,
  id: number,
  request: z.output<typeof communicationFields> & { version: string },
  language: Language,
): Promise<Change> => {
  const plain = await plainTextsOf(request);
  return inTransaction(pool, async (client) => {
    const found = await changeable(client, id, request.version);
    if (!found.ok) return found;
    const checked = checkCommunication(request, plain, language, await today(client));
    if (!checked.ok) return { ok: false, status: Status.missingMandatoryData, problems: checked.problems };
    await client.query(
      `UPDATE communications
          SET audience = $1, student_group = $2, degree_code = $3, description = $4, description_ca = $5,
              description_en = $6, link = $7, shown_from = $8, shown_until = $9, updated_by = $10,
              updated_at = greatest(now(), updated_at + interval '1 microsecond')
        WHERE id = $11`,
      [...stored(checked.value), staffId, id],
    );
    const changed = (await findOne(client, id))!;
    await audit(client, staffId, id, 'editar', audited(found.current), audited(changed));
    return { ok: true, aviso: Success.communicationSaved, comunicacion: changed };
  });
};

/** Withdraws the version the caller saw from the home at once. */
export const withdrawCommunication = (pool: Pool, staffId: number, id: number, version: string): Promise<Change> =>
  inTransaction(pool, async (client) => {
    const found = await changeable(client, id, version);
    if (!found.ok) return found;
    await client.query(
      `UPDATE communications SET withdrawn_at = now(), withdrawn_by = $2, updated_by = $2,
              updated_at = greatest(now(), updated_at + interval '1 microsecond')
        WHERE id = $1`,
      [id, staffId],
    );
    const withdrawn = (await findOne(client, id))!;
    await audit(client, staffId, id, 'retirar', audited(found.current), audited(withdrawn));
    return { ok: true, aviso: Success.communicationWithdrawnNow, comunicacion: withdrawn };
  });
