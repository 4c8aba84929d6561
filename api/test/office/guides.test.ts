import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { solidPng } from '../../src/seeds/demo/cv';
import { pdf } from '../cv/fixtures';
import { deflated, zipOf } from '../fixtures/bombs';
import { inThrowawaySchema, migrationSql } from '../fixtures/throwaway-schema';
import { accounts, demoPassword, testApp, tokenOf } from '../support';
import { as, type Answer, type Caller } from './fixtures';

/**
 * The orientation guides as the careers office manages them (issue 26): drafts nobody but the
 * office sees, the rules of their texts (hostile HTML refused naming what is not allowed, lengths,
 * alternative texts), their image and file checked as every upload, publication in the office's
 * order and in the reader's language (Spanish when a translation is empty), moves, withdrawal,
 * stale versions refused (131), every step audited, every refusal changing nothing.
 */
let app: PortalApp;
let pool: Pool;
let office: Caller;
let admin: Caller;
let company: Caller;
let student: Caller;
const createdIds: number[] = [];

interface Texts {
  titulo: string;
  descripcion: string;
  textoImagen: string;
}
interface Guide {
  id: number;
  posicion: number;
  estado: string;
  textos: Record<'es' | 'ca' | 'en', Texts>;
  imagen: string | null;
  adjunto: { tipo: string; url: string } | null;
  creada: { por: string; el: string } | null;
  modificada: { por: string; el: string } | null;
  publicada: { por: string; el: string } | null;
  retirada: { por: string; el: string } | null;
  version: string;
}
type Change = Answer<{ aviso: number; guia: Guide }> & { errores?: { campo: string; mensaje: string }[] };
interface StudentGuide {
  id: number;
  titulo: string;
  descripcion: string;
  urlFichero: string | null;
  ulrImagen: string | null;
  textoImagen: string | null;
}

let unique = 0;
const empty = { titulo: '', descripcion: '', textoImagen: '' };
/** A guide whose title no other test writes, in Spanish and Catalan (English left to Spanish). */
const draft = (changes: Record<string, unknown> = {}) => {
  unique += 1;
  const mark = `${unique}-${Date.now()}`;
  return {
    textos: {
      es: { titulo: `Guía de prueba ${mark}`, descripcion: '<h2>Antes</h2><p>Lee <a href="https://www.sepe.es/">el SEPE</a>.</p>', textoImagen: '' },
      ca: { titulo: `Guia de prova ${mark}`, descripcion: '<p>Llegeix <em>això</em>.</p><ul><li>u</li></ul>', textoImagen: '' },
      en: empty,
    },
    ...changes,
  };
};
const base64Of = (bytes: Buffer) => bytes.toString('base64');
const image = { accion: 'subir', extension: 'png', ficheroB64: base64Of(solidPng(12, 8, [200, 40, 40])) };
const alts = (es: string, ca: string) => ({ es: { textoImagen: es }, ca: { textoImagen: ca } });
/** The draft's texts with alternative texts for its image. */
const withAlts = (body: ReturnType<typeof draft>, es = 'Un cuadro rojo', ca = 'Un quadre vermell') => ({
  ...body,
  textos: {
    ...body.textos,
    es: { ...body.textos.es, ...alts(es, ca).es },
    ca: { ...body.textos.ca, ...alts(es, ca).ca },
  },
});

const create = async (body: object, caller = office) => {
  const response = await caller.post('/api/Orientacion/guias', body);
  const answer = response.json<Change>();
  if (answer.status === 0) createdIds.push(answer.datos.guia.id);
  return { code: response.statusCode, answer };
};
const created = async (body: object) => {
  const { answer } = await create(body);
  expect(answer).toMatchObject({ status: 0, datos: { aviso: 653 } });
  return answer.datos.guia;
};
const step = async (guide: Guide, action: 'publicar' | 'retirar', caller = office) =>
  (await caller.post(`/api/Orientacion/guias/${guide.id}/${action}`, { version: guide.version })).json<Change>();
const move = async (guide: Guide, direccion: 'arriba' | 'abajo') =>
  (await office.post(`/api/Orientacion/guias/${guide.id}/mover`, { version: guide.version, direccion })).json<Change>();
const published = async (body: object) => {
  const answer = await step(await created(body), 'publicar');
  expect(answer).toMatchObject({ status: 0, datos: { aviso: 654 } });
  return answer.datos.guia;
};
/** What a student reads, in a language. */
const read = async (language = 'es') =>
  (await as(app, studentToken, language).get('/api/Alumno/dameGuiaOrientacion')).json<Answer<StudentGuide[]>>().datos;
const titlesRead = async (language = 'es') => (await read(language)).map((guide) => guide.titulo);
const counts = async () =>
  (
    await pool.query<{ guides: string; files: string; audits: string }>(
      `SELECT (SELECT count(*) FROM orientation_guides) AS guides, (SELECT count(*) FROM orientation_guide_files) AS files,
              (SELECT count(*) FROM staff_decisions WHERE queue = 'guias') AS audits`,
    )
  ).rows[0];
/** The problems of a refused save, field by field (and that it was the 400/15 answer). */
const refusal = async (body: object) => {
  const before = await counts();
  const { code, answer } = await create(body);
  expect(code).toBe(400);
  expect(answer.status).toBe(15);
  expect(await counts()).toEqual(before);
  return Object.fromEntries(((answer.errores ?? []) as { campo: string; mensaje: string }[]).map((problem) => [problem.campo, problem.mensaje]));
};
let studentToken: string;
let officeToken: string;

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  const staffToken = async (usuario: string) =>
    (await app.inject({ method: 'POST', url: '/api/Orientacion/logaUsuario', payload: { usuario, password: demoPassword } })).json<
      Answer<{ token: string }>
    >().datos.token;
  officeToken = await staffToken('orientacion@demo.test');
  office = as(app, officeToken);
  admin = as(app, await staffToken('admin.orientacion@demo.test'));
  company = as(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
  studentToken = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
  student = as(app, studentToken);
});

afterAll(async () => {
  const { rows } = await pool.query<{ keys: string[] }>(
    `SELECT array_remove(array_agg(image_key) || array_agg(file_key), NULL) AS keys FROM orientation_guides WHERE id = ANY($1)`,
    [createdIds],
  );
  await pool.query('DELETE FROM orientation_guides WHERE id = ANY($1)', [createdIds]);
  await pool.query('DELETE FROM orientation_guide_files WHERE key = ANY($1)', [rows[0]?.keys ?? []]);
  await pool.query(`DELETE FROM staff_decisions WHERE queue = 'guias' AND record_id = ANY($1)`, [createdIds]);
  await pool.end();
  await app.close();
});

describe('the office writes orientation guides', () => {
  it('keeps a new guide a draft, last in the order, that no student sees, and records who wrote it', async () => {
    const guide = await created(draft());
    expect(guide).toMatchObject({ estado: 'borrador', imagen: null, adjunto: null, publicada: null, retirada: null, modificada: null });
    expect(guide.creada?.por).toBe('Servicio de Orientación');
    const list = (await office.get('/api/Orientacion/guias')).json<Answer<Guide[]>>().datos;
    expect(list.at(-1)?.id).toBe(guide.id);
    expect(list.map((item) => item.posicion)).toEqual(list.map((_, index) => index + 1));
    expect(await titlesRead()).not.toContain(guide.textos.es.titulo);
    const audit = await pool.query(`SELECT action, state_before, state_after FROM staff_decisions WHERE queue = 'guias' AND record_id = $1`, [guide.id]);
    expect(audit.rows).toEqual([{ action: 'crear', state_before: {}, state_after: expect.objectContaining({ estado: 'borrador' }) }]);
    expect((await admin.get(`/api/Orientacion/guias/${guide.id}`)).json<Answer<Guide>>().datos).toEqual(guide);
  });

  it('refuses other roles and unknown guides', async () => {
    const before = await counts();
    for (const caller of [student, company]) {
      expect((await caller.get('/api/Orientacion/guias')).statusCode).toBe(401);
      expect((await caller.post('/api/Orientacion/guias', draft())).statusCode).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/api/Orientacion/guias' })).statusCode).toBe(401);
    const missing = await office.get('/api/Orientacion/guias/99999999');
    expect([missing.statusCode, missing.json()]).toEqual([404, { status: 212 }]);
    const stepMissing = await office.post('/api/Orientacion/guias/99999999/publicar', { version: '1' });
    expect([stepMissing.statusCode, stepMissing.json()]).toEqual([404, { status: 212 }]);
  });

  it('publishes in the office order, in the reader’s language or the whole Spanish guide, and withdraws', async () => {
    const firstDraft = await created(draft());
    const first = (await step(firstDraft, 'publicar')).datos.guia;
    const second = await published(draft());
    expect(first.publicada?.por).toBe('Servicio de Orientación');
    const es = await titlesRead();
    expect(es.indexOf(second.textos.es.titulo)).toBe(es.indexOf(first.textos.es.titulo) + 1);
    expect(await titlesRead('ca')).toContain(first.textos.ca.titulo);
    const english = (await read('en')).find((guide) => guide.id === first.id);
    // No English translation: the Spanish guide, title and text together.
    expect(english).toMatchObject({ titulo: first.textos.es.titulo, descripcion: first.textos.es.descripcion, ulrImagen: null, textoImagen: null });
    // The version seen before publishing is stale now; the current one is already published.
    expect((await step(firstDraft, 'publicar')).status).toBe(131);
    expect((await step(first, 'publicar')).status).toBe(213);
    expect((await step(second, 'publicar')).status).toBe(213);

    const moved = await move(second, 'arriba');
    expect(moved).toMatchObject({ status: 0, datos: { aviso: 656, guia: { posicion: second.posicion - 1 } } });
    const after = await titlesRead();
    expect(after.indexOf(second.textos.es.titulo)).toBe(after.indexOf(first.textos.es.titulo) - 1);
    // The version the office saw before the move is stale now.
    expect((await move(second, 'abajo')).status).toBe(131);

    const withdrawn = await step(moved.datos.guia, 'retirar', admin);
    expect(withdrawn).toMatchObject({ status: 0, datos: { aviso: 655, guia: { estado: 'retirada', publicada: null } } });
    expect(withdrawn.datos.guia.retirada?.por).toBe('Administración de Orientación');
    expect(await titlesRead()).not.toContain(second.textos.es.titulo);
    expect((await step(withdrawn.datos.guia, 'retirar')).status).toBe(214);
    const audit = await pool.query<{ action: string }>(
      `SELECT action FROM staff_decisions WHERE queue = 'guias' AND record_id = $1 ORDER BY id`,
      [second.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['crear', 'publicar', 'mover', 'retirar']);
    const list = (await office.get('/api/Orientacion/guias')).json<Answer<Guide[]>>().datos;
    const last = list.at(-1)!;
    expect((await move(last, 'abajo')).status).toBe(215);
  });

  it('edits the version seen, sanitised as written, and refuses a stale one without changing anything', async () => {
    const guide = await created(draft());
    const edit = { ...draft(), version: guide.version };
    edit.textos.en = { titulo: 'Test guide', descripcion: '<p>Read <strong>this</strong> or <a href="mailto:ori@uni.test">write</a>.</p>', textoImagen: '' };
    const answer = (await office.post(`/api/Orientacion/guias/${guide.id}`, edit)).json<Change>();
    expect(answer).toMatchObject({ status: 0, datos: { aviso: 653, guia: { textos: { en: { titulo: 'Test guide' } } } } });
    expect(answer.datos.guia.modificada?.por).toBe('Servicio de Orientación');
    const before = await counts();
    const stale = (await office.post(`/api/Orientacion/guias/${guide.id}`, { ...draft(), version: guide.version })).json<Change>();
    expect(stale.status).toBe(131);
    expect(await counts()).toEqual(before);
    expect((await office.get(`/api/Orientacion/guias/${guide.id}`)).json<Answer<Guide>>().datos.textos.en.titulo).toBe('Test guide');
  });
});

describe('the rules of a guide’s texts', () => {
  it('requires the Spanish guide and a whole translation, in the caller’s language', async () => {
    const problems = await refusal(draft({ textos: { es: empty, ca: { titulo: 'Només títol', descripcion: '', textoImagen: '' }, en: empty } }));
    expect(problems).toEqual({
      'textos.es.titulo': 'Este campo es requerido',
      'textos.es.descripcion': 'Este campo es requerido',
      'textos.ca.descripcion': expect.stringContaining('deja los dos vacíos'),
    });
    const { answer } = await create(draft({ textos: { es: empty, ca: empty, en: empty } }), as(app, officeToken, 'en'));
    expect(answer.errores?.[0]?.mensaje).toBe('This field is required');
  });

  it.each([
    ['<p>Hola</p><script>alert(1)</script>', 'No se admite <script>'],
    ['<p><a href="javascript:alert(1)">pulsa</a></p>', 'Los enlaces solo pueden llevar a una dirección web'],
    ['<p><a href="/ruta">ruta</a></p>', 'Los enlaces solo pueden llevar a una dirección web'],
    ['<p>Foto</p><img src="x" onerror="alert(1)">', 'No se admite <img>'],
    ['<p onclick="alert(1)">Pulsa</p>', 'No se admite el atributo «onclick»'],
    ['<p style="color:red">Rojo</p>', 'No se admite el atributo «style»'],
    ['<iframe src="https://example.org"></iframe>', 'No se admite <iframe>'],
  ])('refuses a description with %s naming what is not allowed', async (html, message) => {
    const body = draft();
    body.textos.ca.descripcion = html;
    const problems = await refusal(body);
    expect(Object.keys(problems)).toEqual(['textos.ca.descripcion']);
    expect(problems['textos.ca.descripcion']).toContain(message);
  });

  it('refuses texts past their length, naming the limit', async () => {
    const body = draft();
    body.textos.es.titulo = 't'.repeat(151);
    body.textos.es.descripcion = `<p>${'x'.repeat(20_001)}</p>`;
    const problems = await refusal(body);
    expect(problems['textos.es.titulo']).toBe('Como máximo 150 caracteres (tiene 151)');
    expect(problems['textos.es.descripcion']).toMatch(/^Como máximo 20\.000 caracteres/);
    // Past the shape's bounds the request is not even read.
    const huge = draft();
    huge.textos.es.descripcion = 'x'.repeat(100_000);
    const before = await counts();
    expect((await office.post('/api/Orientacion/guias', huge)).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('accepts a link to a web page and refuses any other', async () => {
    const linked = await created(draft({ adjunto: { accion: 'enlace', url: 'https://www.uni.test/guia.pdf' } }));
    expect(linked.adjunto).toEqual({ tipo: 'enlace', url: 'https://www.uni.test/guia.pdf' });
    const problems = await refusal(draft({ adjunto: { accion: 'enlace', url: 'javascript:alert(1)' } }));
    expect(problems).toEqual({ adjunto: 'Escribe una dirección web (empieza por http:// o https://)' });
  });
});

describe('a guide’s image and file', () => {
  it('keeps a checked image with its alternative texts, serves it to students and drops it when removed', async () => {
    const guide = await published(withAlts(draft({ imagen: image })));
    expect(guide.imagen).toMatch(/^\/api\/guias-orientacion\/ficheros\/[0-9a-f-]{36}\.png$/);
    const seen = (await read('ca')).find((item) => item.id === guide.id)!;
    expect(seen).toMatchObject({ ulrImagen: guide.imagen, textoImagen: 'Un quadre vermell' });
    const served = await app.inject({ method: 'GET', url: guide.imagen! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(solidPng(12, 8, [200, 40, 40]))).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/guias-orientacion/ficheros/../../etc/passwd' })).statusCode).toBe(404);

    const removed = (
      await office.post(`/api/Orientacion/guias/${guide.id}`, { ...draft(), imagen: { accion: 'quitar' }, version: guide.version })
    ).json<Change>();
    expect(removed.datos.guia.imagen).toBeNull();
    expect((await app.inject({ method: 'GET', url: guide.imagen! })).statusCode).toBe(404);
  });

  it('requires the alternative text of each language written when there is an image', async () => {
    const problems = await refusal(draft({ imagen: image }));
    expect(problems).toEqual({
      'textos.es.textoImagen': 'Describe la imagen para quien no puede verla (texto alternativo)',
      'textos.ca.textoImagen': 'Describe la imagen para quien no puede verla (texto alternativo)',
    });
  });

  it('refuses a .png that is a zip, an image over 1 MB, another extension, and a PDF that is not one', async () => {
    const zip = zipOf([deflated('word/document.xml', '<w:document/>')]);
    expect(await refusal(withAlts(draft({ imagen: { ...image, ficheroB64: base64Of(zip) } })))).toEqual({
      imagen: 'El fichero no es la imagen que dice su extensión',
    });
    const big = Buffer.concat([solidPng(12, 8, [1, 2, 3]), Buffer.alloc(1024 * 1024)]);
    expect(await refusal(withAlts(draft({ imagen: { ...image, ficheroB64: base64Of(big) } })))).toEqual({ imagen: 'La imagen ocupa más de 1 MB' });
    expect(await refusal(withAlts(draft({ imagen: { ...image, extension: 'svg' } })))).toEqual({
      imagen: 'Solo se admiten imágenes PNG, JPG o GIF',
    });
    expect(await refusal(draft({ adjunto: { accion: 'subir', extension: 'pdf', ficheroB64: image.ficheroB64 } }))).toEqual({
      adjunto: 'El fichero no es un PDF válido',
    });
  });

  it('attaches a PDF that students open from the guide', async () => {
    const guide = await published(draft({ adjunto: { accion: 'subir', extension: 'pdf', ficheroB64: base64Of(pdf('Guía')) } }));
    expect(guide.adjunto).toMatchObject({ tipo: 'fichero', url: expect.stringMatching(/\.pdf$/) });
    expect((await read()).find((item) => item.id === guide.id)?.urlFichero).toBe(guide.adjunto!.url);
    const served = await app.inject({ method: 'GET', url: guide.adjunto!.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
  });
});


describe('migration 068', () => {
  it('makes one guide of the three rows of each slug, keeping the order, the publication and the HTML as written', async () => {
    const guides = await inThrowawaySchema(pool, 'guides_068', async (client) => {
      await client.query('CREATE TABLE users (id integer PRIMARY KEY)');
      await client.query(`${await migrationSql('020_student_cv.sql', 'CREATE TABLE orientation_guides', '\n);')}\n);`);
      await client.query(
        `INSERT INTO orientation_guides (slug, language, title, description_html, file_url, image_url, position, published) VALUES
           ('cv', 'es', 'Tu CV', '<p>es</p><script>x</script>', NULL, NULL, 2, true),
           ('cv', 'ca', 'El teu CV', '<p>ca</p>', NULL, NULL, 2, true),
           ('cv', 'en', 'Your CV', '<p>en</p>', NULL, NULL, 2, true),
           ('old', 'es', 'Antigua', '<p>vieja</p>', 'https://uni.test/a.pdf', 'https://uni.test/a.png', 1, false)`,
      );
      await client.query(await migrationSql('068_office_guides.sql'));
      return (
        await client.query(
          `SELECT slug, position, title_es, title_ca, title_en, description_es, description_en, link_url, image_url,
                  published_at IS NOT NULL AS published, withdrawn_at IS NOT NULL AS withdrawn
             FROM orientation_guides ORDER BY position`,
        )
      ).rows;
    });
    expect(guides).toEqual([
      { slug: 'old', position: 1, title_es: 'Antigua', title_ca: null, title_en: null, description_es: '<p>vieja</p>', description_en: null,
        link_url: 'https://uni.test/a.pdf', image_url: 'https://uni.test/a.png', published: false, withdrawn: true },
      { slug: 'cv', position: 2, title_es: 'Tu CV', title_ca: 'El teu CV', title_en: 'Your CV', description_es: '<p>es</p><script>x</script>',
        description_en: '<p>en</p>', link_url: null, image_url: null, published: true, withdrawn: false },
    ]);
  });
});
