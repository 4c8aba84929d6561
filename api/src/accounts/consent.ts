import { Status, type Language } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';
import { fail, ok } from '../platform/http/envelope';

interface CurrentText {
  version: number;
  texto: string;
  link: string | null;
}

const currentText = async (pool: Pool, language: Language): Promise<CurrentText | undefined> => {
  const { rows } = await pool.query<CurrentText>(
    `SELECT version, coalesce(short_text->>$1, short_text->>'es') AS texto, external_link AS link
       FROM data_protection_texts ORDER BY version DESC LIMIT 1`,
    [language],
  );
  return rows[0];
};

/** GET /api/Alumno/dameTextoRGPDactual */
export const dataProtectionTextInForce = async (pool: Pool, language: Language) => {
  const text = await currentText(pool, language);
  return text ? ok(text) : fail(Status.generalError);
};

/**
 * The text the login answer carries (textoCortoRGPD, linkExternoRGPD) while the user has not
 * accepted the version in force; nulls once accepted or when there is no text.
 */
export const pendingDataProtection = async (pool: Pool, userId: number, language: Language) => {
  const text = await currentText(pool, language);
  if (!text) return { textoCortoRGPD: null, linkExternoRGPD: null };
  const { rowCount } = await pool.query(
    'SELECT 1 FROM data_protection_acceptances WHERE user_id = $1 AND version = $2',
    [userId, text.version],
  );
  return rowCount
    ? { textoCortoRGPD: null, linkExternoRGPD: null }
    : { textoCortoRGPD: text.texto, linkExternoRGPD: text.link };
};

/** GET /api/{Alumno|Empresa}/guardaAceptacionRGPD: the logged user accepts the version in force. */
export const acceptDataProtection = async (pool: Pool, userId: number) => {
  const { rows } = await pool.query<{ version: number }>(
    `INSERT INTO data_protection_acceptances (user_id, version)
     SELECT $1, max(version) FROM data_protection_texts HAVING max(version) IS NOT NULL
     ON CONFLICT (user_id, version) DO UPDATE SET accepted_at = data_protection_acceptances.accepted_at
     RETURNING version`,
    [userId],
  );
  const accepted = rows[0];
  return accepted ? ok({ version: accepted.version }) : fail(Status.generalError);
};
