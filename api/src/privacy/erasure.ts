import { languageById } from '@portal/contracts';
import type pg from 'pg';
import { studentOwner } from '../platform/storage/file-store';
import type { Addressee, ErasureCause } from './mails';
import { deletePersonRows, personRows, storedKeysOf, type PersonTable } from './person-rows';

export interface Erasure {
  /** Who to tell, read before the account went. */
  addressee: Addressee;
  rowsDeleted: number;
  filesDeleted: number;
  internshipsKept: number;
}

/**
 * What the careers office's staff decided on the person's records (their audit rows, kept: nothing
 * a staff member does is anonymous) names the record by queue and id; the reason a staff member
 * wrote about the person goes. Which rows of the person each queue's ids are (office/queues/).
 */
const decisionRecords: Record<string, (table: (name: string) => Record<string, unknown>[]) => number[]> = {
  estudios: (table) => table('student_studies').map((row) => Number(row.id)),
  adhesionesProgramas: (table) => table('programme_adhesions').map((row) => Number(row.id)),
  propuestasPracticas: (table) => table('internship_proposals').map((row) => Number(row.id)),
  cambiosPracticas: (table) => table('internship_change_requests').map((row) => Number(row.id)),
  anexos: (table) => table('student_internships').map((row) => Number(row.id)),
  // An incorporation form is item candidacy id + 1,000,000,000 of the documents queue (documents.ts).
  documentos: (table) => [
    ...table('company_documents').map((row) => Number(row.id)),
    ...table('incorporation_forms').map((row) => Number(row.candidacy_id) + 1_000_000_000),
  ],
};

/**
 * Erases a student's account and everything the portal holds about them, in the caller's
 * transaction (nothing of it stays half done). Deleted: every row that refers to them, found from
 * the schema (person-rows.ts: the account, CV, documents, candidacies with their history and
 * incorporation forms, survey responses with their answers, internships with their documents and
 * annexes, sessions, notifications, consents, requests, registrations...), the files those rows
 * name (theirs and the signed annexes of their internships), the messages they sent through the
 * contact form, their line in the institution's graduate list. Kept without the person: each
 * internship that took place (anonymised_internships), until `recordYears` after it ended.
 * Cleared: the person's name where others' rows repeat it (notifications to company users, the
 * candidate a company named when closing an offer) and the reasons staff wrote on their records.
 * Answers undefined when there is no such student (already erased).
 */
export const eraseStudent = async (
  db: pg.PoolClient,
  userId: number,
  { cause, requestedAt, recordYears }: { cause: ErasureCause; requestedAt: Date | null; recordYears: number },
): Promise<Erasure | undefined> => {
  // Locked first: no write of the student's (an upload, an answer) can slip in while they go.
  const { rows } = await db.query<{
    email: string;
    firstName: string;
    fullName: string;
    nationalId: string | null;
    languageId: number | null;
  }>(
    `SELECT u.email, s.first_name AS "firstName", s.first_name || ' ' || s.last_names AS "fullName", s.national_id AS "nationalId",
            u.preferred_language_id AS "languageId"
       FROM users u JOIN students s ON s.user_id = u.id
      WHERE u.id = $1 AND u.user_type = 'Alumno'
        FOR UPDATE`,
    [userId],
  );
  const person = rows[0];
  if (!person) return undefined;

  const kept = await db.query(
    `INSERT INTO anonymised_internships (company_id, company_name, offer_id, title, starts_on, ends_on, state, keep_until)
     SELECT i.company_id, coalesce(c.trade_name, i.company_name), i.offer_id, i.title, i.starts_on, i.ends_on, i.state,
            (greatest(i.ends_on, current_date) + make_interval(years => $2))::date
       FROM student_internships i LEFT JOIN companies c ON c.id = i.company_id
      WHERE i.student_id = $1 AND i.state <> 'pendiente' AND i.starts_on <= current_date`,
    [userId, recordYears],
  );

  const tables = await personRows(db, userId);
  const rowsOf = (name: string) => tables.find((table: PersonTable) => table.table === name)?.rows ?? [];
  for (const [queue, ids] of Object.entries(decisionRecords)) {
    const records = ids(rowsOf);
    if (records.length) {
      await db.query('UPDATE staff_decisions SET reason = NULL WHERE queue = $1 AND record_id = ANY($2)', [queue, records]);
    }
  }
  await db.query(
    `UPDATE notifications SET title = replace(title, $2, '***'), body = replace(body, $2, '***')
      WHERE user_id <> $1 AND (strpos(title, $2) > 0 OR strpos(body, $2) > 0)`,
    [userId, person.fullName],
  );
  await db.query(
    `UPDATE offers SET closing_candidate_name = NULL WHERE strpos(lower(closing_candidate_name), lower($1)) > 0`,
    [person.fullName],
  );
  const messages = await db.query('DELETE FROM contact_messages WHERE lower(email) = lower($1) AND user_id IS NULL', [
    person.email,
  ]);
  const graduates = person.nationalId
    ? await db.query('DELETE FROM institution_graduates WHERE national_id = upper($1)', [person.nationalId])
    : { rowCount: 0 };

  const files = await db.query('DELETE FROM stored_files WHERE key = ANY($1) OR owner = $2', [
    storedKeysOf(tables),
    studentOwner(userId),
  ]);
  const deleted = await deletePersonRows(db, tables);
  const erasure = {
    addressee: { to: person.email, name: person.firstName, language: languageById(person.languageId) ?? 'es' },
    rowsDeleted: deleted + (messages.rowCount ?? 0) + (graduates.rowCount ?? 0),
    filesDeleted: files.rowCount ?? 0,
    internshipsKept: kept.rowCount ?? 0,
  };
  await db.query(
    `INSERT INTO personal_data_erasures (cause, requested_at, rows_deleted, files_deleted, internships_kept)
     VALUES ($1, $2, $3, $4, $5)`,
    [cause, requestedAt, erasure.rowsDeleted, erasure.filesDeleted, erasure.internshipsKept],
  );
  return erasure;
};
