import type { Language, OrientationGuide } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';

const guideColumns = `id, title AS titulo, description_html AS descripcion, file_url AS "urlFichero", image_url AS "ulrImagen"`;

/** The published guides in one language, in the careers office's order; at most `limit`. */
export const listGuides = async (pool: Pool, language: Language, limit?: number): Promise<OrientationGuide[]> => {
  const { rows } = await pool.query<OrientationGuide>(
    `SELECT ${guideColumns} FROM orientation_guides
      WHERE published AND language = $1 ORDER BY position, id LIMIT $2`,
    [language, limit ?? null],
  );
  return rows;
};

/** One published guide by id (any language: the id names one translation). */
export const findGuide = async (pool: Pool, id: number): Promise<OrientationGuide | undefined> => {
  const { rows } = await pool.query<OrientationGuide>(
    `SELECT ${guideColumns} FROM orientation_guides WHERE published AND id = $1`,
    [id],
  );
  return rows[0];
};
