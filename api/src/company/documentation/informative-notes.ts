import { Status, informativeNoteMaxBytes, type PublishInformativeNoteRequest, type StaffInformativeNote } from '@portal/contracts';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { refuse, type Outcome } from '../../platform/http/outcome';
import { checkUpload, uploadRefusalStatus } from '../../platform/storage/uploaded-files';

/**
 * The informative notes the careers office publishes for companies (dameNotasInformativas...,
 * dameNotaInformativa): published at once, withdrawn when no longer true. Each step is recorded
 * as a staff decision (queue 'notasInformativas', beside the annexes queue) so none is anonymous.
 */
export const staffNotePdfPath = (id: number) => `/api/Orientacion/notaInformativa/${id}/pdf`;

const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'nota';

const record = (db: Pick<Pool, 'query'>, staffId: number, id: number, action: string, before: object, after: object) =>
  db.query(
    `INSERT INTO staff_decisions (staff_user_id, queue, record_id, action, reason, state_before, state_after)
     VALUES ($1, 'notasInformativas', $2, $3, NULL, $4, $5)`,
    [staffId, id, action, before, after],
  );

/** Publishes a note: 46 when the PDF given is not a whole PDF, 150 when it is nested or paged past the bounds. */
export const publishInformativeNote = async (
  pool: Pool,
  staffId: number,
  note: PublishInformativeNoteRequest,
): Promise<Outcome<{ id: number }>> => {
  const file = note.pdfB64 ? await checkUpload(note.pdfB64, 'pdf', { extensions: ['pdf'], maxBytes: informativeNoteMaxBytes }) : null;
  // Its encoding and size were checked by the request's schema: any refusal left is of its content.
  if (file && !file.ok) return refuse(uploadRefusalStatus(file.reason) ?? Status.extensionNotAllowed);
  const pdf = file?.bytes ?? null;
  return inTransaction(pool, async (db) => {
    // The slug names the downloaded file; the id keeps two notes of one title apart.
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO internship_information_notes (kind, slug, title, summary, body, pdf, published_by)
       VALUES ($1, gen_random_uuid()::text, $2, $3, $4, $5, $6) RETURNING id`,
      [note.tipo, note.titulo, note.resumen, note.texto ?? '', pdf, staffId],
    );
    const id = rows[0]!.id;
    await db.query(`UPDATE internship_information_notes SET slug = $2 || '-' || id WHERE id = $1`, [id, slugOf(note.titulo)]);
    await record(db, staffId, id, 'publicar', { estado: 'nueva' }, { estado: 'publicada', titulo: note.titulo, tipo: note.tipo, pdfPropio: pdf !== null });
    return { ok: true as const, value: { id } };
  });
};

/** Withdraws a published note: companies no longer see it. false when there is no such note published. */
export const withdrawInformativeNote = (pool: Pool, staffId: number, id: number): Promise<boolean> =>
  inTransaction(pool, async (db) => {
    const { rowCount } = await db.query(
      `UPDATE internship_information_notes SET active = false, withdrawn_at = now() WHERE id = $1 AND active`,
      [id],
    );
    if (!rowCount) return false;
    await record(db, staffId, id, 'retirar', { estado: 'publicada' }, { estado: 'retirada' });
    return true;
  });

/** Every note, newest first, published or withdrawn. */
export const staffInformativeNotes = async (pool: Pool): Promise<StaffInformativeNote[]> => {
  const { rows } = await pool.query<Omit<StaffInformativeNote, 'pdf' | 'retiradaEl'> & { retiradaEl: Date | null }>(
    `SELECT n.id, n.kind AS tipo, n.title AS titulo, n.summary AS resumen, to_char(n.published_on, 'YYYY-MM-DD') AS fecha,
            n.active AS publicada, n.pdf IS NOT NULL AS "conPdfPropio", u.email AS "publicadaPor", n.withdrawn_at AS "retiradaEl"
       FROM internship_information_notes n LEFT JOIN users u ON u.id = n.published_by
      ORDER BY n.published_on DESC, n.id DESC`,
  );
  return rows.map((row) => ({ ...row, retiradaEl: row.retiradaEl?.toISOString() ?? null, pdf: staffNotePdfPath(row.id) }));
};
