import { Status, languageById, type Language, type QueueDecisionRequest, type QueueId, type StaffDecision } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Pool } from '../platform/db/pool';
import { refuse, type Outcome } from '../platform/http/outcome';
import type { Mailer } from '../platform/mail/mailer';
import type { Db, DecisionNotice, QueueHandler } from './queues/queue';

/** A refusal thrown inside the decision's transaction so that nothing of it stays written. */
class RefusedDecision extends Error {
  constructor(readonly status: number) {
    super(`decision refused with ${status}`);
  }
}

interface Delivery {
  email: string;
  title: string;
  body: string;
  url: string | null;
}

/** Writes the in-app notifications of a decision (in the transaction) and returns the mails to send. */
const writeNotices = async (db: pg.PoolClient, notices: DecisionNotice[]): Promise<Delivery[]> => {
  const deliveries: Delivery[] = [];
  for (const notice of notices) {
    const { rows } = await db.query<{ id: number; email: string; languageId: number | null }>(
      'companyId' in notice.to
        ? `SELECT u.id, u.email, u.preferred_language_id AS "languageId" FROM company_users cu JOIN users u ON u.id = cu.user_id
            WHERE cu.company_id = $1 AND NOT u.blocked ORDER BY u.id`
        : `SELECT id, email, preferred_language_id AS "languageId" FROM users WHERE id = $1`,
      ['companyId' in notice.to ? notice.to.companyId : notice.to.userId],
    );
    for (const user of rows) {
      const language: Language = languageById(user.languageId) ?? 'es';
      const { title, body } = notice.texts[language];
      await db.query('INSERT INTO notifications (user_id, title, body, important, access_url) VALUES ($1, $2, $3, true, $4)', [
        user.id,
        title,
        body,
        notice.url,
      ]);
      deliveries.push({ email: user.email, title, body, url: notice.url });
    }
  }
  return deliveries;
};

export interface DecisionDeps {
  pool: Pool;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** What a staff act wrote, for its audit row: on which record of which queue, what and why, the states. */
export interface StaffActRecord {
  queue: QueueId;
  id: number;
  action: string;
  reason: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Something a staff member does, in one transaction with its audit row (staff_decisions) and its
 * in-app notifications; refused (nothing written) when `act` refuses. The mails leave once it is
 * committed. Queue decisions (decide) and the staff calls that create a record (an invoice issued)
 * both go through it, so nothing a staff member does is anonymous.
 */
export const actAsStaff = async <T>(
  { pool, mailer, publicUrl, log }: DecisionDeps,
  staffId: number,
  act: (client: pg.PoolClient) => Promise<Outcome<{ value: T; record: StaffActRecord; notices: DecisionNotice[] }>>,
): Promise<Outcome<T>> => {
  const client = await pool.connect();
  let deliveries: Delivery[] = [];
  let value: T;
  try {
    await client.query('BEGIN');
    try {
      const outcome = await act(client);
      if (!outcome.ok) throw new RefusedDecision(outcome.refusal.status);
      const { record } = outcome.value;
      await client.query(
        `INSERT INTO staff_decisions (staff_user_id, queue, record_id, action, reason, state_before, state_after)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [staffId, record.queue, record.id, record.action, record.reason, record.before, record.after],
      );
      deliveries = await writeNotices(client, outcome.value.notices);
      value = outcome.value.value;
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (error instanceof RefusedDecision) return refuse(error.status);
      throw error;
    }
  } finally {
    client.release();
  }
  for (const delivery of deliveries) {
    const link = delivery.url ? `\n\n${publicUrl}${delivery.url}\n` : '\n';
    await mailer
      .send({ to: delivery.email, subject: delivery.title, text: `${delivery.body}${link}` })
      .catch((error: unknown) => log.error({ err: error }, 'the mail of a staff decision was not sent (the in-app notification was)'));
  }
  return { ok: true, value };
};

/**
 * A staff decision on a record of a queue, in one transaction with its audit row and its in-app
 * notifications: refused (and nothing written) when the record is unknown (130), changed since the
 * staff member saw it (131), the action is not open in its state (133) or lacks its reason (132).
 */
export const decide = (
  deps: DecisionDeps,
  handler: QueueHandler,
  id: number,
  request: QueueDecisionRequest,
  staffId: number,
  language: Language,
): Promise<Outcome<{ estado: string; version: string }>> =>
  actAsStaff(deps, staffId, async (client) => {
    const view = await handler.read(client, id, { lock: true, language });
    if (!view) return refuse(Status.recordNotFound);
    if (view.version !== request.version) return refuse(Status.recordChanged);
    const action = view.acciones.find((candidate) => candidate.accion === request.accion);
    if (!action) return refuse(Status.decisionNotOpen);
    const motivo = request.motivo?.trim() || null;
    if (action.requiereMotivo && !motivo) return refuse(Status.reasonRequired);
    const outcome = await handler.decide(client, id, { accion: request.accion, motivo, datos: request.datos ?? {} }, staffId);
    if (!outcome.ok) return outcome;
    const after = await handler.read(client, id, { lock: false, language });
    return {
      ok: true,
      value: {
        value: { estado: after?.estado ?? '', version: after?.version ?? '' },
        record: { queue: handler.id, id, action: request.accion, reason: motivo, before: outcome.value.before, after: outcome.value.after },
        notices: outcome.value.notices,
      },
    };
  });

/**
 * A decision by one of the older staff calls (/api/Orientacion/marcaConvenioErroneo...), which name
 * the record and the action but not the version seen: the queue's own decision on the record as it
 * is now, so both ways share one implementation, one audit trail and the same notifications.
 */
export const decideOnCurrent = async (
  deps: DecisionDeps,
  handler: QueueHandler,
  id: number,
  request: Omit<QueueDecisionRequest, 'version'>,
  staffId: number,
  language: Language,
): Promise<Outcome<{ estado: string; version: string }>> => {
  const view = await handler.read(deps.pool, id, { lock: false, language });
  if (!view) return refuse(Status.recordNotFound);
  return decide(deps, handler, id, { ...request, version: view.version }, staffId, language);
};

/** The record's history of staff decisions, newest first, each with its author. */
export const decisionsOf = async (db: Db, queue: QueueId, id: number): Promise<StaffDecision[]> => {
  const { rows } = await db.query<{
    fecha: Date;
    autor: string;
    accion: string;
    motivo: string | null;
    antes: Record<string, unknown>;
    despues: Record<string, unknown>;
  }>(
    `SELECT d.decided_at AS fecha, u.display_name || ' <' || u.email || '>' AS autor, d.action AS accion, d.reason AS motivo,
            d.state_before AS antes, d.state_after AS despues
       FROM staff_decisions d JOIN users u ON u.id = d.staff_user_id
      WHERE d.queue = $1 AND d.record_id = $2
      ORDER BY d.decided_at DESC, d.id DESC`,
    [queue, id],
  );
  return rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() }));
};
