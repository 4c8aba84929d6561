import {
  Status,
  brandAuditQueue,
  brandHistoryShown,
  brandLogoExtensions,
  brandLogoMaxBytes,
  brandLogoPathPrefix,
  brandSettings,
  companyBrandDefaults,
  contrastChecks,
  contrastRefusal,
  editableOf,
  type BrandAdminView,
  type BrandChange,
  type EditableBrand,
  type Language,
} from '@portal/contracts';
import { inTransaction, type Pool } from '../../platform/db/pool';
import {
  StorageQuotaExceeded,
  institutionOwner,
  type Db,
  type FileStore,
} from '../../platform/storage/file-store';
import { checkUpload, uploadRefusalStatus } from '../../platform/storage/uploaded-files';
import { recordVersionColumn } from '../record-version';

/**
 * The brand and settings as the careers office's admin edits them (issue 26). The brand is one
 * row (institution_brand, read by brand/brand.ts on every use, never cached, so a saved change is
 * what the next page load and the next API call read). A save is one transaction: the version the
 * admin saw must be the current one (131), the colours must pass WCAG AA (218), uploaded logos
 * must be the institution's (219); the row and its audit row (only the keys that changed) are
 * written together, or nothing is.
 */

const version = recordVersionColumn('b');

export type FieldProblem = { campo: string; mensaje: string };
export type BrandSave =
  { ok: true; view: BrandAdminView } | { ok: false; status: number; problems?: FieldProblem[] };

const history = async (db: Db): Promise<BrandChange[]> => {
  const { rows } = await db.query<{
    por: string;
    el: Date;
    antes: Record<string, unknown>;
    despues: Record<string, unknown>;
  }>(
    `SELECT u.display_name AS por, d.decided_at AS el, d.state_before AS antes, d.state_after AS despues
       FROM staff_decisions d JOIN users u ON u.id = d.staff_user_id
      WHERE d.queue = $1 AND d.record_id = 1
      ORDER BY d.decided_at DESC, d.id DESC
      LIMIT $2`,
    [brandAuditQueue, brandHistoryShown],
  );
  return rows.map((row) => ({ ...row, el: row.el.toISOString() }));
};

const current = async (db: Db, lock = false) => {
  const { rows } = await db.query<{ settings: unknown; version: string }>(
    `SELECT b.settings, ${version} FROM institution_brand b WHERE b.id = 1 ${lock ? 'FOR UPDATE' : ''}`,
  );
  if (!rows[0]) throw new Error('No brand settings in the database: has the seed run?');
  return { settings: brandSettings.parse(rows[0].settings), version: rows[0].version };
};

/** The settings, their version and their history, as the admin's page reads them. */
export const brandAdminView = async (pool: Pool): Promise<BrandAdminView> => {
  const [{ settings, version: v }, changes] = await Promise.all([current(pool), history(pool)]);
  return { ajustes: settings, version: v, historial: changes };
};

/** Every leaf of a settings object by its dotted path; lists are leaves (a changed list is recorded whole). */
const leaves = (value: unknown, path = '', into: Record<string, unknown> = {}): Record<string, unknown> => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else if (path) into[path] = value === undefined ? null : value;
  return into;
};

/** Only what changed, before and after (a key absent on one side reads null there). */
export const changedKeys = (
  before: object,
  after: object,
): { antes: Record<string, unknown>; despues: Record<string, unknown> } => {
  const [old, fresh] = [leaves(before), leaves(after)];
  const antes: Record<string, unknown> = {};
  const despues: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(fresh)])) {
    if (JSON.stringify(old[key] ?? null) === JSON.stringify(fresh[key] ?? null)) continue;
    antes[key] = old[key] ?? null;
    despues[key] = fresh[key] ?? null;
  }
  return { antes, despues };
};

/** The colour field a failing pair is marked on: the one painted in front. */
const frontField = {
  textoSobreFondo: 'texto',
  blancoSobrePrimario: 'primario',
  primarioSobreFondo: 'primario',
  secundarioSobreFondo: 'secundario',
};

/** The rules the contract's shape cannot say: contrast (218) and logos uploaded here (219). */
const refusalOf = async (db: Db, wanted: EditableBrand, language: Language): Promise<BrandSave | null> => {
  const failing = contrastChecks(wanted.colores).filter((check) => !check.cumple);
  if (failing.length > 0) {
    return {
      ok: false,
      status: Status.brandContrastInsufficient,
      problems: failing.map((check) => ({
        campo: `colores.${frontField[check.par]}`,
        mensaje: contrastRefusal(check, language),
      })),
    };
  }
  const uploaded = (['cabecera', 'pie'] as const).filter((which) =>
    wanted.logos[which].startsWith(brandLogoPathPrefix),
  );
  if (uploaded.length === 0) return null;
  const keys = uploaded.map((which) => wanted.logos[which].slice(brandLogoPathPrefix.length));
  const { rows } = await db.query<{ key: string }>(
    'SELECT key FROM stored_files WHERE key = ANY($1::text[]) AND owner = $2',
    [keys, institutionOwner],
  );
  const missing = uploaded.filter((_which, index) => !rows.some((row) => row.key === keys[index]));
  if (missing.length === 0) return null;
  return {
    ok: false,
    status: Status.brandLogoUnknown,
    problems: missing.map((which) => ({ campo: `logos.${which}`, mensaje: '' })),
  };
};

/**
 * Saves the settings the admin edited over the version they saw. The keys the admin does not edit
 * (the application's version, the forum's login origins) stay as stored.
 */
export const saveBrand = async (
  pool: Pool,
  staffId: number,
  wanted: EditableBrand,
  seenVersion: string,
  language: Language,
): Promise<BrandSave> =>
  inTransaction(pool, async (client) => {
    const refusal = await refusalOf(client, wanted, language);
    if (refusal) return refusal;
    const stored = await current(client, true);
    if (stored.version !== seenVersion) return { ok: false, status: Status.recordChanged };
    const next = brandSettings.parse({ ...stored.settings, ...wanted });
    const { antes, despues } = changedKeys(editableOf(stored.settings, companyBrandDefaults), wanted);
    if (Object.keys(despues).length > 0) {
      await client.query(
        `UPDATE institution_brand SET settings = $1, updated_by = $2, updated_at = greatest(now(), updated_at + interval '1 microsecond')
          WHERE id = 1`,
        [next, staffId],
      );
      await client.query(
        `INSERT INTO staff_decisions (staff_user_id, queue, record_id, action, reason, state_before, state_after)
         VALUES ($1, $2, 1, 'guardar', NULL, $3, $4)`,
        [staffId, brandAuditQueue, antes, despues],
      );
    }
    const [after, changes] = await Promise.all([current(client), history(client)]);
    return { ok: true, view: { ajustes: after.settings, version: after.version, historial: changes } };
  });

export type LogoUpload = { ok: true; url: string } | { ok: false; status: number; campo?: string };

/**
 * A logo, checked as every upload is (extension, whole image of that type, size, bounds; off the
 * event loop), kept in the file store as the institution's. It shows once the settings naming it
 * are saved.
 */
export const uploadLogo = async (
  pool: Pool,
  files: FileStore,
  base64: string,
  extension: string,
): Promise<LogoUpload> => {
  const verdict = await checkUpload(base64, extension, {
    extensions: brandLogoExtensions,
    maxBytes: brandLogoMaxBytes,
  });
  if (!verdict.ok) {
    if (verdict.reason === 'size')
      return { ok: false, status: Status.brandLogoTooLarge, campo: 'ficheroB64' };
    return {
      ok: false,
      status: uploadRefusalStatus(verdict.reason) ?? Status.missingMandatoryData,
      campo: 'ficheroB64',
    };
  }
  try {
    const key = await inTransaction(pool, (client) =>
      files.put(client, { bytes: verdict.bytes, extension: verdict.extension, owner: institutionOwner }),
    );
    return { ok: true, url: `${brandLogoPathPrefix}${key}` };
  } catch (error) {
    if (error instanceof StorageQuotaExceeded) return { ok: false, status: Status.storageQuotaFull };
    throw error;
  }
};

/** A logo of the institution's, for the public route: never another owner's file. */
export const institutionLogo = async (pool: Pool, files: FileStore, key: string) => {
  const { rows } = await pool.query('SELECT 1 FROM stored_files WHERE key = $1 AND owner = $2', [
    key,
    institutionOwner,
  ]);
  return rows.length > 0 ? files.get(pool, key) : undefined;
};
