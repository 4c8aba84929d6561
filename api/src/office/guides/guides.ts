import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  Status,
  Success,
  guideFileKey,
  guideFilePath,
  guideFileRules,
  guideImageRules,
  guidesQueue,
  type Language,
  type StaffGuide,
  type guideFields,
} from '@portal/contracts';
import type { z } from 'zod';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { checkUpload, contentTypeOf, type UploadVerdict } from '../../platform/storage/uploaded-files';
import type { FieldProblem } from '../communications/rules';
import { guideHtmlOffLoop } from './html-threads';
import { checkGuideTexts, uploadProblem, willHaveImage, type CleanTexts } from './rules';
import { recordVersionColumn } from '../record-version';

/**
 * The careers office's orientation guides (issue 26): listed in the students' order with their
 * state, created (as drafts), edited, moved one place up or down, published and withdrawn. Every
 * change is one transaction with its audit row (staff_decisions, queue `guias`: who, when, before
 * and after); a change of a version that is no longer the current one is refused (131), and
 * nothing of a refused change is written (an uploaded image or file neither).
 */

type Db = Pick<pg.PoolClient, 'query'>;
type Fields = z.output<typeof guideFields>;

const columns = `
  g.id, g.position,
  row_number() OVER (ORDER BY g.position, g.id)::integer AS place,
  CASE WHEN g.published_at IS NOT NULL THEN 'publicada' WHEN g.withdrawn_at IS NOT NULL THEN 'retirada' ELSE 'borrador' END AS state,
  g.title_es, g.title_ca, g.title_en, g.description_es, g.description_ca, g.description_en,
  g.image_alt_es, g.image_alt_ca, g.image_alt_en, g.image_key, g.image_url, g.file_key, g.link_url,
  creator.display_name AS created_by, g.created_at,
  editor.display_name AS updated_by, g.updated_at,
  publisher.display_name AS published_by, g.published_at,
  withdrawer.display_name AS withdrawn_by, g.withdrawn_at,
  ${recordVersionColumn('g')}`;
const from = `
  FROM orientation_guides g
  LEFT JOIN users creator ON creator.id = g.created_by
  LEFT JOIN users editor ON editor.id = g.updated_by
  LEFT JOIN users publisher ON publisher.id = g.published_by
  LEFT JOIN users withdrawer ON withdrawer.id = g.withdrawn_by`;

interface Row {
  id: number;
  position: number;
  place: number;
  state: StaffGuide['estado'];
  title_es: string;
  title_ca: string | null;
  title_en: string | null;
  description_es: string;
  description_ca: string | null;
  description_en: string | null;
  image_alt_es: string | null;
  image_alt_ca: string | null;
  image_alt_en: string | null;
  image_key: string | null;
  image_url: string | null;
  file_key: string | null;
  link_url: string | null;
  created_by: string | null;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date;
  published_by: string | null;
  published_at: Date | null;
  withdrawn_by: string | null;
  withdrawn_at: Date | null;
  version: string;
}

/** A step someone took; the seed's guides have no author. */
const step = (by: string | null, at: Date | null) => (by && at ? { por: by, el: at.toISOString() } : null);

const toGuide = (row: Row): StaffGuide => ({
  id: row.id,
  posicion: row.place,
  estado: row.state,
  textos: {
    es: { titulo: row.title_es, descripcion: row.description_es, textoImagen: row.image_alt_es ?? '' },
    ca: { titulo: row.title_ca ?? '', descripcion: row.description_ca ?? '', textoImagen: row.image_alt_ca ?? '' },
    en: { titulo: row.title_en ?? '', descripcion: row.description_en ?? '', textoImagen: row.image_alt_en ?? '' },
  },
  imagen: row.image_key ? guideFilePath(row.image_key) : row.image_url,
  adjunto: row.file_key
    ? { tipo: 'fichero', url: guideFilePath(row.file_key) }
    : row.link_url
      ? { tipo: 'enlace', url: row.link_url }
      : null,
  creada: step(row.created_by, row.created_at),
  modificada: row.updated_at.getTime() === row.created_at.getTime() ? null : step(row.updated_by, row.updated_at),
  publicada: step(row.published_by, row.published_at),
  retirada: step(row.withdrawn_by, row.withdrawn_at),
  version: row.version,
});

/** Every guide, in the students' order (drafts and withdrawn ones keep their place). */
export const staffGuides = async (pool: Pool): Promise<StaffGuide[]> => {
  const { rows } = await pool.query<Row>(`SELECT ${columns} ${from} ORDER BY g.position, g.id`);
  return rows.map(toGuide);
};

const findOne = async (db: Db, id: number, lock = false): Promise<(StaffGuide & { row: Row }) | undefined> => {
  // Locked first, then read: the place is counted over every guide, the lock takes only this one.
  if (lock) await db.query('SELECT 1 FROM orientation_guides WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<Row>(`WITH placed AS (SELECT ${columns} ${from}) SELECT * FROM placed WHERE id = $1`, [id]);
  return rows[0] ? { ...toGuide(rows[0]), row: rows[0] } : undefined;
};

export const staffGuide = async (db: Db, id: number): Promise<StaffGuide | undefined> => {
  const found = await findOne(db, id);
  if (!found) return undefined;
  const { row: _row, ...guide } = found;
  return guide;
};

export type Change =
  | { ok: true; aviso: number; guia: StaffGuide }
  | { ok: false; status: number }
  | { ok: false; status: typeof Status.missingMandatoryData; problems: FieldProblem[] };

type Action = 'crear' | 'editar' | 'publicar' | 'retirar' | 'mover';

/** What the audit keeps of a guide: what students read and where, not who wrote it. */
const audited = ({ creada: _c, modificada: _m, publicada: _p, retirada: _r, version: _v, ...rest }: StaffGuide) => rest;

const audit = (db: Db, staffId: number, id: number, action: Action, before: object, after: object) =>
  db.query(
    `INSERT INTO staff_decisions (staff_user_id, queue, record_id, action, reason, state_before, state_after)
     VALUES ($1, $2, $3, $4, NULL, $5, $6)`,
    [staffId, guidesQueue, id, action, before, after],
  );

/** A checked upload, or the field's problem; null when the request uploads nothing there. */
type Upload = { ok: true; verdict: Extract<UploadVerdict, { ok: true }> } | { ok: false; problem: FieldProblem } | null;

const checkedUpload = async (
  kind: 'image' | 'file',
  part: Fields['imagen'] | Fields['adjunto'],
  language: Language,
): Promise<Upload> => {
  if (part.accion !== 'subir') return null;
  const verdict = await checkUpload(part.ficheroB64, part.extension, kind === 'image' ? guideImageRules : guideFileRules);
  return verdict.ok ? { ok: true, verdict } : { ok: false, problem: uploadProblem(kind, verdict.reason, language) };
};

/** Everything of a request that takes time (sanitiser, upload checks), before a connection is taken. */
const inspect = async (fields: Fields, language: Language) => {
  const [html, image, file] = await Promise.all([
    guideHtmlOffLoop([fields.textos.es, fields.textos.ca, fields.textos.en].map((text) => text.descripcion.trim())),
    checkedUpload('image', fields.imagen, language),
    checkedUpload('file', fields.adjunto, language),
  ]);
  return { html, image, file };
};

type Inspection = Awaited<ReturnType<typeof inspect>>;

/** The texts to store, or every problem of the request (the uploads' too). */
const checkAll = (fields: Fields, inspection: Inspection, hadImage: boolean, language: Language) => {
  const texts = checkGuideTexts(fields, inspection.html, willHaveImage(fields, hadImage), language);
  const problems = [
    ...(texts.ok ? [] : texts.problems),
    ...[inspection.image, inspection.file].flatMap((upload) => (upload && !upload.ok ? [upload.problem] : [])),
  ];
  return problems.length > 0 || !texts.ok ? { ok: false as const, problems } : { ok: true as const, texts: texts.value };
};

const storeFile = async (db: Db, upload: Upload): Promise<string | null> => {
  if (!upload?.ok) return null;
  const { bytes, extension, sha256 } = upload.verdict;
  const key = `${randomUUID()}.${extension}`;
  await db.query(
    `INSERT INTO orientation_guide_files (key, content_type, size_bytes, sha256, content) VALUES ($1, $2, $3, $4, $5)`,
    [key, contentTypeOf(extension), bytes.length, sha256, bytes],
  );
  return key;
};

/** The columns a save writes: texts, image and attachment, from what the guide had (`current`). */
const written = async (db: Db, fields: Fields, texts: CleanTexts, inspection: Inspection, current?: Row) => {
  const keepImage = fields.imagen.accion === 'mantener';
  const keepAttachment = fields.adjunto.accion === 'mantener';
  const imageKey = keepImage ? (current?.image_key ?? null) : await storeFile(db, inspection.image);
  const fileKey = keepAttachment ? (current?.file_key ?? null) : await storeFile(db, inspection.file);
  const link = fields.adjunto.accion === 'enlace' ? fields.adjunto.url.trim() : keepAttachment ? (current?.link_url ?? null) : null;
  return [
    texts.es.title,
    texts.ca?.title ?? null,
    texts.en?.title ?? null,
    texts.es.description,
    texts.ca?.description ?? null,
    texts.en?.description ?? null,
    texts.es.imageAlt,
    texts.ca?.imageAlt ?? null,
    texts.en?.imageAlt ?? null,
    imageKey,
    keepImage ? (current?.image_url ?? null) : null,
    fileKey,
    link,
  ];
};

/** Files no guide names any more go with the save that let them go. */
const dropUnusedFiles = (db: Db, keys: (string | null)[]) =>
  db.query(
    `DELETE FROM orientation_guide_files f WHERE f.key = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM orientation_guides g WHERE f.key IN (g.image_key, g.file_key))`,
    [keys.filter(Boolean)],
  );

/** A new guide, checked and sanitised: a draft, last in the order, nobody but the office sees. */
export const createGuide = async (pool: Pool, staffId: number, fields: Fields, language: Language): Promise<Change> => {
  const inspection = await inspect(fields, language);
  const checked = checkAll(fields, inspection, false, language);
  if (!checked.ok) return { ok: false, status: Status.missingMandatoryData, problems: checked.problems };
  return inTransaction(pool, async (client) => {
    // New guides queue up one at a time for the last place.
    await client.query(`LOCK TABLE orientation_guides IN SHARE ROW EXCLUSIVE MODE`);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO orientation_guides (position, title_es, title_ca, title_en, description_es, description_ca, description_en,
                                       image_alt_es, image_alt_ca, image_alt_en, image_key, image_url, file_key, link_url,
                                       created_by, updated_by)
       SELECT coalesce(max(position), 0) + 1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14 FROM orientation_guides
       RETURNING id`,
      [...(await written(client, fields, checked.texts, inspection)), staffId],
    );
    const id = rows[0]!.id;
    const created = (await staffGuide(client, id))!;
    await audit(client, staffId, id, 'crear', {}, audited(created));
    return { ok: true, aviso: Success.guideSaved, guia: created };
  });
};

/** The guide as it is now (locked), or why it cannot change: unknown (212), changed since read (131). */
const changeable = async (db: Db, id: number, version: string): Promise<{ ok: true; current: StaffGuide & { row: Row } } | { ok: false; status: number }> => {
  const current = await findOne(db, id, true);
  if (!current) return { ok: false, status: Status.officeGuideNotFound };
  if (current.version !== version) return { ok: false, status: Status.recordChanged };
  return { ok: true, current };
};

const bumped = `updated_by = $2, updated_at = greatest(now(), updated_at + interval '1 microsecond')`;

const without = ({ row: _row, ...guide }: StaffGuide & { row: Row }): StaffGuide => guide;

/** An edit of the version the caller saw: texts, image and attachment (a published guide stays published). */
export const editGuide = async (
  pool: Pool,
  staffId: number,
  id: number,
  request: Fields & { version: string },
  language: Language,
): Promise<Change> => {
  const inspection = await inspect(request, language);
  return inTransaction(pool, async (client) => {
    const found = await changeable(client, id, request.version);
    if (!found.ok) return found;
    const row = found.current.row;
    const checked = checkAll(request, inspection, Boolean(row.image_key ?? row.image_url), language);
    if (!checked.ok) return { ok: false, status: Status.missingMandatoryData, problems: checked.problems };
    const values = await written(client, request, checked.texts, inspection, row);
    await client.query(
      `UPDATE orientation_guides
          SET title_es = $3, title_ca = $4, title_en = $5, description_es = $6, description_ca = $7, description_en = $8,
              image_alt_es = $9, image_alt_ca = $10, image_alt_en = $11, image_key = $12, image_url = $13, file_key = $14,
              link_url = $15, ${bumped}
        WHERE id = $1`,
      [id, staffId, ...values],
    );
    await dropUnusedFiles(client, [row.image_key, row.file_key]);
    const changed = (await staffGuide(client, id))!;
    await audit(client, staffId, id, 'editar', audited(without(found.current)), audited(changed));
    return { ok: true, aviso: Success.guideSaved, guia: changed };
  });
};

/** A step on the version the caller saw: publish (213 when published), withdraw (214 when not published). */
const stateStep = (action: 'publicar' | 'retirar') => (pool: Pool, staffId: number, id: number, version: string): Promise<Change> =>
  inTransaction(pool, async (client) => {
    const found = await changeable(client, id, version);
    if (!found.ok) return found;
    const publishing = action === 'publicar';
    if (publishing && found.current.estado === 'publicada') return { ok: false, status: Status.guideAlreadyPublished };
    if (!publishing && found.current.estado !== 'publicada') return { ok: false, status: Status.guideNotPublished };
    await client.query(
      publishing
        ? `UPDATE orientation_guides SET published_at = now(), published_by = $2, withdrawn_at = NULL, withdrawn_by = NULL, ${bumped} WHERE id = $1`
        : `UPDATE orientation_guides SET withdrawn_at = now(), withdrawn_by = $2, published_at = NULL, published_by = NULL, ${bumped} WHERE id = $1`,
      [id, staffId],
    );
    const changed = (await staffGuide(client, id))!;
    await audit(client, staffId, id, action, audited(without(found.current)), audited(changed));
    return { ok: true, aviso: publishing ? Success.guidePublished : Success.guideWithdrawnNow, guia: changed };
  });

export const publishGuide = stateStep('publicar');
export const withdrawGuide = stateStep('retirar');

/**
 * Moves the guide one place up (towards the first) or down, swapping places with its neighbour
 * in the order of every guide; 215 when it is already first or last.
 */
export const moveGuide = (pool: Pool, staffId: number, id: number, version: string, direction: 'arriba' | 'abajo'): Promise<Change> =>
  inTransaction(pool, async (client) => {
    // Moves take turns: two at once could otherwise swap with the same neighbour.
    await client.query(`LOCK TABLE orientation_guides IN SHARE ROW EXCLUSIVE MODE`);
    const found = await changeable(client, id, version);
    if (!found.ok) return found;
    // Places are numbered 1..n first, so equal positions (older data) swap as well.
    await client.query(
      `UPDATE orientation_guides g SET position = r.place
         FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS place FROM orientation_guides) r
        WHERE g.id = r.id AND g.position <> r.place`,
    );
    const place = found.current.posicion;
    const target = direction === 'arriba' ? place - 1 : place + 1;
    const { rows } = await client.query<{ id: number }>('SELECT id FROM orientation_guides WHERE position = $1', [target]);
    if (!rows[0]) return { ok: false, status: Status.guideAtEdge };
    await client.query('UPDATE orientation_guides SET position = $2 WHERE id = $1', [rows[0].id, place]);
    await client.query(`UPDATE orientation_guides SET position = $3, ${bumped} WHERE id = $1`, [id, staffId, target]);
    const moved = (await staffGuide(client, id))!;
    await audit(client, staffId, id, 'mover', { posicion: place }, { posicion: moved.posicion });
    return { ok: true, aviso: Success.guideMoved, guia: moved };
  });

/** A guide's stored image or file, by its key; undefined when no guide has such a file. */
export const guideFile = async (pool: Pool, key: string): Promise<{ bytes: Buffer; contentType: string } | undefined> => {
  if (!guideFileKey.safeParse(key).success) return undefined;
  const { rows } = await pool.query<{ bytes: Buffer; contentType: string }>(
    `SELECT content AS bytes, content_type AS "contentType" FROM orientation_guide_files WHERE key = $1`,
    [key],
  );
  return rows[0];
};
