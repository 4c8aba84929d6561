import type { Communication, Language, Notification, UserType } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';

interface NotificationRow {
  idNotificacion: number;
  titulo: string;
  texto: string;
  leida: boolean;
  Importante: boolean;
  urlAcceso: string | null;
  urlExterna: string | null;
  fecha: Date;
}

/** The user's notifications, newest first. */
export const listNotifications = async (pool: Pool, userId: number): Promise<Notification[]> => {
  const { rows } = await pool.query<NotificationRow>(
    `SELECT id AS "idNotificacion", title AS titulo, body AS texto, read_at IS NOT NULL AS leida,
            important AS "Importante", access_url AS "urlAcceso", external_url AS "urlExterna",
            created_at AS fecha
       FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map(({ fecha, ...row }) => ({ ...row, fecha: fecha.toISOString() }));
};

/**
 * Every change is scoped to the caller's own rows: another user's id matches nothing, exactly
 * like an id that does not exist, so the answer tells nothing about other users.
 * Returns whether the notification was the caller's.
 */
export const markNotificationRead = async (pool: Pool, userId: number, id: number): Promise<boolean> => {
  const { rowCount } = await pool.query(
    'UPDATE notifications SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rowCount === 1;
};

export const deleteNotification = async (pool: Pool, userId: number, id: number): Promise<boolean> => {
  const { rowCount } = await pool.query('DELETE FROM notifications WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount === 1;
};

/** Marks read the notifications without a link (closing the panel, spec 000 §4). */
export const markLinklessRead = async (pool: Pool, userId: number): Promise<void> => {
  await pool.query(
    `UPDATE notifications SET read_at = now()
      WHERE user_id = $1 AND read_at IS NULL
        AND COALESCE(access_url, '') = '' AND COALESCE(external_url, '') = ''`,
    [userId],
  );
};

export const deleteAllNotifications = async (pool: Pool, userId: number): Promise<void> => {
  await pool.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
};

/**
 * The communications a user reads on the home, newest first: of their user type, between their
 * first and last day, not withdrawn, and for a student only those of their group and degree
 * (communication_reaches_student). In the reader's language, the Spanish text when theirs is empty.
 */
export const listCommunications = async (
  pool: Pool,
  audience: UserType,
  readerId: number,
  language: Language,
): Promise<Communication[]> => {
  const { rows } = await pool.query<{ fechaDesde: string; descripcion: string; enlace: string | null }>(
    `SELECT to_char(shown_from, 'YYYY-MM-DD') AS "fechaDesde",
            coalesce(nullif(CASE $3 WHEN 'ca' THEN description_ca WHEN 'en' THEN description_en END, ''), description) AS descripcion,
            link AS enlace
       FROM communications
      WHERE audience = $1 AND shown_from <= current_date AND withdrawn_at IS NULL
        AND (shown_until IS NULL OR shown_until >= current_date)
        AND (audience = 'Empresa' OR communication_reaches_student(student_group, degree_code, $2))
      ORDER BY shown_from DESC, id DESC`,
    [audience, readerId, language],
  );
  return rows;
};

/** Saves idIdiomaPreferido of the caller. */
export const savePreferredLanguage = async (pool: Pool, userId: number, languageId: number): Promise<void> => {
  await pool.query('UPDATE users SET preferred_language_id = $2 WHERE id = $1', [userId, languageId]);
};

/** A new notification for a user (a company's change to their candidacy, for instance). */
export const addNotification = async (
  db: Pick<Pool, 'query'>,
  userId: number,
  notice: { title: string; body: string; accessUrl?: string | null },
): Promise<void> => {
  await db.query('INSERT INTO notifications (user_id, title, body, access_url) VALUES ($1, $2, $3, $4)', [
    userId,
    notice.title,
    notice.body,
    notice.accessUrl ?? null,
  ]);
};
