import { guideFilePath, type Language, type OrientationGuide } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';

/**
 * A guide in the reader's language: theirs when its title is written, else the whole Spanish
 * guide (guideTranslationIn, the office's preview shows the same). $1 is the language.
 */
const guideColumns = `
  g.id,
  CASE WHEN nullif(trim(CASE $1 WHEN 'ca' THEN g.title_ca WHEN 'en' THEN g.title_en END), '') IS NOT NULL
       THEN CASE $1 WHEN 'ca' THEN g.title_ca ELSE g.title_en END ELSE g.title_es END AS titulo,
  CASE WHEN nullif(trim(CASE $1 WHEN 'ca' THEN g.title_ca WHEN 'en' THEN g.title_en END), '') IS NOT NULL
       THEN CASE $1 WHEN 'ca' THEN g.description_ca ELSE g.description_en END ELSE g.description_es END AS descripcion,
  CASE WHEN g.image_key IS NULL AND g.image_url IS NULL THEN NULL
       WHEN nullif(trim(CASE $1 WHEN 'ca' THEN g.title_ca WHEN 'en' THEN g.title_en END), '') IS NOT NULL
       THEN CASE $1 WHEN 'ca' THEN g.image_alt_ca ELSE g.image_alt_en END ELSE g.image_alt_es END AS "textoImagen",
  g.image_key, g.image_url, g.file_key, g.link_url`;

interface Row {
  id: number;
  titulo: string;
  descripcion: string | null;
  textoImagen: string | null;
  image_key: string | null;
  image_url: string | null;
  file_key: string | null;
  link_url: string | null;
}

const toGuide = (row: Row): OrientationGuide => ({
  id: row.id,
  titulo: row.titulo,
  descripcion: row.descripcion ?? '',
  urlFichero: row.file_key ? guideFilePath(row.file_key) : row.link_url,
  ulrImagen: row.image_key ? guideFilePath(row.image_key) : row.image_url,
  textoImagen: row.textoImagen,
});

/** The published guides in one language, in the careers office's order; at most `limit`. */
export const listGuides = async (pool: Pool, language: Language, limit?: number): Promise<OrientationGuide[]> => {
  const { rows } = await pool.query<Row>(
    `SELECT ${guideColumns} FROM orientation_guides g
      WHERE g.published_at IS NOT NULL ORDER BY g.position, g.id LIMIT $2`,
    [language, limit ?? null],
  );
  return rows.map(toGuide);
};

/** One published guide by id, in one language. */
export const findGuide = async (pool: Pool, id: number, language: Language): Promise<OrientationGuide | undefined> => {
  const { rows } = await pool.query<Row>(
    `SELECT ${guideColumns} FROM orientation_guides g WHERE g.published_at IS NOT NULL AND g.id = $2`,
    [language, id],
  );
  return rows[0] ? toGuide(rows[0]) : undefined;
};
