import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { RetentionSettings } from '../platform/config';
import type { Pool } from '../platform/db/pool';
import type { Mailer } from '../platform/mail/mailer';
import { eraseStudent, type Erasure } from './erasure';
import { erasedMail, type ErasureCause } from './mails';

export interface PrivacyDeps {
  pool: Pool;
  mailer: Mailer;
  log: FastifyBaseLogger;
  retention: RetentionSettings;
  publicUrl: string;
}

/** A student whose erasure is due, claimed (locked) in the erasure's own transaction. */
export interface DueErasure {
  userId: number;
  cause: ErasureCause;
  requestedAt: Date | null;
  /** When the erasure fell due: a mail that fails postpones it, for a while (mailRetryMs). */
  dueAt: Date;
}

/**
 * How long a failing mail may hold an erasure back. The person is told before their data goes,
 * so the erasure waits for the mail server while it is briefly down; past this, the data goes
 * without the mail (an address that bounces must not keep data forever) and the log says so.
 */
const mailRetryMs = 3 * 24 * 3600 * 1000;

export type ErasureOutcome =
  | { outcome: 'none' }
  | { outcome: 'postponed'; userId: number }
  | { outcome: 'erased'; userId: number; erasure: Erasure };

/**
 * One erasure in one transaction: `claim` locks what makes it due (a request to leave, an
 * inactive account), the student's data goes, and the mail that tells them leaves before the
 * transaction commits. When the mail cannot leave, everything is rolled back and retried at the
 * next pass, so nobody's data goes untold unless their mail keeps failing for days.
 */
export const carryOutErasure = async (
  { pool, mailer, log, retention }: PrivacyDeps,
  claim: (db: pg.PoolClient) => Promise<DueErasure | undefined>,
): Promise<ErasureOutcome> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const due = await claim(client);
    const erasure =
      due &&
      (await eraseStudent(client, due.userId, {
        cause: due.cause,
        requestedAt: due.requestedAt,
        recordYears: retention.internshipRecordYears,
      }));
    if (!due || !erasure) {
      await client.query('ROLLBACK');
      return { outcome: 'none' };
    }
    try {
      await mailer.send(
        erasedMail(erasure.addressee, {
          cause: due.cause,
          internshipsKept: erasure.internshipsKept,
          recordYears: retention.internshipRecordYears,
        }),
      );
    } catch (error) {
      if (Date.now() - due.dueAt.getTime() < mailRetryMs) {
        await client.query('ROLLBACK');
        log.warn({ err: error, userId: due.userId }, 'erasure postponed: its mail could not be sent');
        return { outcome: 'postponed', userId: due.userId };
      }
      log.error({ err: error, userId: due.userId }, 'erasure carried out without its mail: the mail kept failing');
    }
    await client.query('COMMIT');
    log.info(
      { userId: due.userId, cause: due.cause, rows: erasure.rowsDeleted, files: erasure.filesDeleted, internshipsKept: erasure.internshipsKept },
      'personal data erased',
    );
    return { outcome: 'erased', userId: due.userId, erasure };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/** An internship under way or to come: the careers office settles it before the data can go. */
export const internshipUnderWay = (studentId: string) =>
  `EXISTS (SELECT 1 FROM student_internships busy WHERE busy.student_id = ${studentId}
             AND busy.state IN ('pendiente', 'enCurso') AND busy.ends_on >= current_date)`;
