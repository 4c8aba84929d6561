import type pg from 'pg';

/**
 * An internship's annexes are drafted from what the portal holds (the proposal's training project,
 * an accepted change) and reach the company only once the careers office issues them: then the
 * company downloads the PDF (dameAnexoPractica) and uploads the signed copy.
 */
export type AnnexKind = 'proyectoFormativo' | 'modificacion';

/**
 * Drafts an annex of the internship. A second draft of a modification while one waits adds its
 * text to it (one annex signs every change the office accepted meanwhile); the training project
 * is one per internship, so its draft takes the newer text.
 */
export const draftAnnex = async (db: pg.PoolClient, internshipId: number, kind: AnnexKind, description: string): Promise<number> => {
  const waiting = await db.query<{ id: number }>(
    `UPDATE internship_annexes
        SET description = CASE WHEN kind = 'modificacion' THEN description || E'\n\n' || $3 ELSE $3 END
      WHERE internship_id = $1 AND kind = $2 AND issued_at IS NULL RETURNING id`,
    [internshipId, kind, description],
  );
  if (waiting.rows[0]) return waiting.rows[0].id;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO internship_annexes (internship_id, kind, description) VALUES ($1, $2, $3)
     ON CONFLICT (internship_id) WHERE kind = 'proyectoFormativo' DO NOTHING RETURNING id`,
    [internshipId, kind, description],
  );
  // A training project already issued stays as signed: the change goes as a modification.
  return rows[0]?.id ?? draftAnnex(db, internshipId, 'modificacion', description);
};

/** Issues the internship's drafts (dated today): the company sees them from now on. */
export const issueAnnexes = async (db: pg.PoolClient, internshipId: number, staffId: number): Promise<number[]> => {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE internship_annexes SET issued_at = now(), issued_on = current_date, issued_by = $2
      WHERE internship_id = $1 AND issued_at IS NULL RETURNING id`,
    [internshipId, staffId],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
};
