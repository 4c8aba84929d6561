import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { companyBrandDefaults, editableOf, type BrandSettings, type EditableBrand } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { solidPng } from '../../src/seeds/demo/cv';
import { onePagePdf } from '../../src/seeds/demo/files';
import { accounts, bearer, demoPassword, testApp, tokenOf } from '../support';
import { internshipForm } from '../company/fixtures';
import { as, type Answer, type Caller } from './fixtures';

/**
 * The brand and settings the careers office's admin edits (issue 26): only the admin role reads
 * and saves them; a save records who, when and only the changed keys; the portal's public brand
 * (what every page load reads) follows at once; a stale version (131), colours failing WCAG AA
 * (218), hostile links and texts (15), logos that are not images (46) or not the institution's
 * (219) are refused and change nothing. The brand is restored at the end: other files read it.
 */
let app: PortalApp;
let pool: Pool;
let adminToken: string;
let admin: Caller;
let office: Caller;
let student: Caller;
let original: { settings: unknown; updated_at: Date; updated_by: number | null };

interface View {
  ajustes: BrandSettings;
  version: string;
  historial: { por: string; el: string; antes: Record<string, unknown>; despues: Record<string, unknown> }[];
}
type Saved = Answer<View & { aviso: number }>;

const view = async () => (await admin.get('/api/Orientacion/marca')).json<Answer<View>>().datos;
const editable = (settings: BrandSettings): EditableBrand => editableOf(settings, companyBrandDefaults);
const save = async (change: (settings: EditableBrand) => EditableBrand, caller = admin, version?: string) => {
  const seen = await view();
  return caller.post('/api/Orientacion/marca', {
    ajustes: change(editable(seen.ajustes)),
    version: version ?? seen.version,
  });
};
const publicBrand = async () =>
  (await app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracionMarca' })).json<
    Answer<BrandSettings>
  >().datos;
const storedRow = async () =>
  (await pool.query('SELECT settings, updated_at FROM institution_brand WHERE id = 1')).rows[0];
const auditCount = async () =>
  Number((await pool.query(`SELECT count(*) FROM staff_decisions WHERE queue = 'marca'`)).rows[0].count);
/** A refused call leaves the brand and its history exactly as they were. */
const unchanged = async (refused: () => Promise<unknown>) => {
  const [before, audits] = [await storedRow(), await auditCount()];
  await refused();
  expect(await storedRow()).toEqual(before);
  expect(await auditCount()).toBe(audits);
};
const uploadLogo = (ficheroB64: string, extension = 'png', caller = admin) =>
  caller.post('/api/Orientacion/marca/logo', { ficheroB64, extension });

beforeAll(async () => {
  app = await testApp();
  pool = createPool(inject('databaseUrl'), app.log);
  const staffToken = async (usuario: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/Orientacion/logaUsuario',
        payload: { usuario, password: demoPassword },
      })
    ).json<Answer<{ token: string }>>().datos.token;
  adminToken = await staffToken('admin.orientacion@demo.test');
  admin = as(app, adminToken);
  office = as(app, await staffToken('orientacion@demo.test'));
  student = as(app, await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword }));
  original = (await pool.query('SELECT settings, updated_at, updated_by FROM institution_brand WHERE id = 1'))
    .rows[0];
});

afterAll(async () => {
  await pool.query(
    'UPDATE institution_brand SET settings = $1, updated_at = $2, updated_by = $3 WHERE id = 1',
    [original.settings, original.updated_at, original.updated_by],
  );
  await pool.query(`DELETE FROM staff_decisions WHERE queue = 'marca'`);
  await pool.query(`DELETE FROM stored_files WHERE owner = 'institution:1'`);
  await app.close();
  await pool.end();
});

describe('who may edit the brand', () => {
  it('is the admin only: office staff are refused (403/79), students and visitors too, and nothing changes', async () => {
    expect((await admin.get('/api/Orientacion/marca')).statusCode).toBe(200);
    const refusedRead = await office.get('/api/Orientacion/marca');
    expect(refusedRead.statusCode).toBe(403);
    expect(refusedRead.json()).toMatchObject({ status: 79 });
    await unchanged(async () => {
      const bySaving = await save((settings) => ({ ...settings, nombreInstitucion: 'Tomada' }), office);
      expect([bySaving.statusCode, bySaving.json().status]).toEqual([403, 79]);
      const byUpload = await uploadLogo(solidPng(8, 8, [0, 0, 0]).toString('base64'), 'png', office);
      expect([byUpload.statusCode, byUpload.json().status]).toEqual([403, 79]);
      const byStudent = await save((settings) => settings, student);
      expect(byStudent.statusCode).toBeGreaterThanOrEqual(401);
      const anonymous = await app.inject({ method: 'GET', url: '/api/Orientacion/marca' });
      expect([anonymous.statusCode, anonymous.json().status]).toEqual([401, 2]);
    });
  });
});

describe('saving the brand', () => {
  it('turns a flag off for everyone at once and records who, when and only that key', async () => {
    const saved = (
      await save((settings) => ({ ...settings, flags: { ...settings.flags, hasEventos: false } }))
    ).json<Saved>();
    expect(saved).toMatchObject({
      status: 0,
      datos: { aviso: 657, ajustes: { flags: { hasEventos: false } } },
    });
    expect((await publicBrand()).flags.hasEventos).toBe(false);
    // The flag is the API's rule too: nothing cached the brand that was read before.
    const [latest] = saved.datos.historial;
    expect(latest).toMatchObject({
      antes: { 'flags.hasEventos': true },
      despues: { 'flags.hasEventos': false },
    });
    expect(Object.keys(latest!.despues)).toEqual(['flags.hasEventos']);
    expect(latest!.por).toMatch(/\S/);
    expect(Date.now() - new Date(latest!.el).getTime()).toBeLessThan(60_000);

    const back = (
      await save((settings) => ({ ...settings, flags: { ...settings.flags, hasEventos: true } }))
    ).json<Saved>();
    expect(back.datos.ajustes.flags.hasEventos).toBe(true);
    expect(back.datos.historial[0]).toMatchObject({
      antes: { 'flags.hasEventos': false },
      despues: { 'flags.hasEventos': true },
    });
    expect((await publicBrand()).flags.hasEventos).toBe(true);
  });

  it('keeps what the admin does not edit (application version, forum origins) and records nothing when nothing changed', async () => {
    const before = await publicBrand();
    const audits = await auditCount();
    const same = (await save((settings) => settings)).json<Saved>();
    expect(same).toMatchObject({ status: 0, datos: { aviso: 657 } });
    expect(await auditCount()).toBe(audits);
    expect(await publicBrand()).toEqual(before);
    const renamed = (await save((settings) => ({ ...settings, idAnalytics: 'G-TEST123' }))).json<Saved>();
    expect(renamed.datos.ajustes).toMatchObject({
      idAnalytics: 'G-TEST123',
      version: before.version,
      origenesLoginExterno: before.origenesLoginExterno,
    });
  });

  it('limits offers to the levels the institution teaches and takes chosen internship documents only as PDF', async () => {
    await unchanged(async () => {
      const refused = await save((settings) => ({ ...settings, niveles: [] }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 15, errores: [expect.objectContaining({ campo: expect.stringMatching(/niveles/) })] });
    });
    const saved = (
      await save((settings) => ({ ...settings, niveles: ['grado', 'postgrado'], practicasSoloPdf: ['seguimiento'] }))
    ).json<Saved>();
    expect(saved.datos.ajustes).toMatchObject({ niveles: ['grado', 'postgrado'], practicasSoloPdf: ['seguimiento'] });
    try {
      const company = as(app, await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword }));
      const offer = await company.post('/api/Empresa/addOferta', internshipForm({ niveles: ['grado', 'doctorado'] }));
      expect(offer.statusCode).toBe(400);
      expect(offer.json()).toMatchObject({
        status: 15,
        errores: [expect.objectContaining({ campo: 'niveles', mensaje: 'La institución no imparte uno de los niveles elegidos' })],
      });

      const studentToken = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
      const internships = await app.inject({ method: 'GET', url: '/api/Alumno/damePracticasAlumno', headers: bearer(studentToken) });
      const idPractica = internships.json<Answer<{ idPractica: number }[]>>().datos[0]!.idPractica;
      const followUp = (extension: string, bytes: Buffer) =>
        app.inject({
          method: 'POST',
          url: '/api/Alumno/editDocumentoSeguimientoCF',
          headers: bearer(studentToken),
          payload: { idPractica, nombre: 'Seguimiento', ficheroB64ParaAltas: bytes.toString('base64'), extension_adjunto: extension },
        });
      expect((await followUp('txt', Buffer.from('Informe de seguimiento en texto'))).json()).toEqual({ status: 46 });
      expect((await followUp('pdf', onePagePdf('Seguimiento'))).json()).toMatchObject({ status: 0, datos: { codigo: 618 } });
    } finally {
      await save((settings) => ({ ...settings, niveles: ['cicloFormativo', 'grado', 'postgrado', 'doctorado'], practicasSoloPdf: [] }));
    }
    expect((await publicBrand()).practicasSoloPdf).toEqual([]);
  });

  it('refuses a save over a version that is no longer the current one (131)', async () => {
    const seen = await view();
    await save((settings) => ({ ...settings, idAnalytics: 'G-NEWER' }));
    await unchanged(async () => {
      const stale = await admin.post('/api/Orientacion/marca', {
        ajustes: { ...editable(seen.ajustes), idAnalytics: 'G-OLDER' },
        version: seen.version,
      });
      expect([stale.statusCode, stale.json().status]).toEqual([200, 131]);
    });
    expect((await publicBrand()).idAnalytics).toBe('G-NEWER');
  });

  it('turns maintenance on with its message per language while the API keeps answering, then off', async () => {
    const message = { es: 'Volvemos a las 10 h.', ca: 'Tornem a les 10 h.', en: 'Back at 10:00.' };
    await save((settings) => ({ ...settings, mantenimiento: true, mensajeMantenimiento: message }));
    expect(await publicBrand()).toMatchObject({ mantenimiento: true, mensajeMantenimiento: message });
    expect((await student.get('/api/Alumno/dameNotificaciones')).statusCode).toBe(200);
    expect((await admin.get('/api/Orientacion/marca')).statusCode).toBe(200);
    await save((settings) => ({ ...settings, mantenimiento: false }));
    expect((await publicBrand()).mantenimiento).toBe(false);
  });
});

describe('colours', () => {
  it('refuses a pair below WCAG AA, naming the pair and its ratio in the caller language, and changes nothing', async () => {
    await unchanged(async () => {
      // #777777 on white: 4.48:1, just under 4.5.
      const grey = await save((settings) => ({
        ...settings,
        colores: { ...settings.colores, texto: '#777777', fondo: '#ffffff' },
      }));
      expect(grey.statusCode).toBe(400);
      expect(grey.json()).toMatchObject({ status: 218, errores: [{ campo: 'colores.texto' }] });
      expect(grey.json().mensaje).toBe(
        'El texto sobre el fondo tiene un contraste de 4.47:1; necesita al menos 4.5:1 (WCAG AA).',
      );
    });
  });

  it('refuses a primary colour white text cannot be read on, in English for an English caller', async () => {
    const seen = await view();
    const english = await as(app, adminToken, 'en').post('/api/Orientacion/marca', {
      ajustes: { ...editable(seen.ajustes), colores: { ...seen.ajustes.colores, primario: '#ffcc00' } },
      version: seen.version,
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().status).toBe(218);
    expect(english.json().mensaje).toMatch(
      /^White text on the primary colour has a contrast of 1\.\d\d:1; at least 4\.5:1 is needed/,
    );
  });

  it('refuses colours that are not #rrggbb (15)', async () => {
    await unchanged(async () => {
      const named = await save((settings) => ({
        ...settings,
        colores: { ...settings.colores, fondo: 'url(javascript:alert(1))' },
      }));
      expect([named.statusCode, named.json().status]).toEqual([400, 15]);
    });
  });
});

describe('hostile values', () => {
  const refused = async (change: (settings: EditableBrand) => EditableBrand, field: RegExp) => {
    await unchanged(async () => {
      const answer = await save(change);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().status).toBe(15);
      expect(
        answer
          .json()
          .errores.map((error: { campo: string }) => error.campo)
          .join(' '),
      ).toMatch(field);
    });
  };

  it('refuses javascript:, data:, http: and protocol-relative links in the footer and the banner', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.org',
      '//evil.example',
      'https://',
    ]) {
      await refused(
        (settings) => ({
          ...settings,
          enlacesPie: { ...settings.enlacesPie, es: [{ texto: 'Aviso', url }] },
        }),
        /enlacesPie/,
      );
    }
    await refused(
      (settings) => ({
        ...settings,
        inicioAlumno: {
          ...settings.inicioAlumno,
          banner: {
            titulo: { es: 'a', ca: 'a', en: 'a' },
            texto: { es: '', ca: '', en: '' },
            enlace: 'javascript:alert(1)',
          },
        },
      }),
      /banner/,
    );
  });

  it('refuses huge texts, a font off the list, a bad e-mail and markup in the analytics id', async () => {
    await refused((settings) => ({ ...settings, nombreInstitucion: 'x'.repeat(5_000) }), /nombreInstitucion/);
    await refused(
      (settings) => ({
        ...settings,
        mensajeMantenimiento: { ...settings.mensajeMantenimiento, ca: 'y'.repeat(50_000) },
      }),
      /mensajeMantenimiento/,
    );
    await refused((settings) => ({ ...settings, nombreInstitucion: '   ' }), /nombreInstitucion/);
    await refused(
      (settings) => ({ ...settings, fuentes: { ...settings.fuentes, texto: 'Comic Sans MS' as 'Lato' } }),
      /fuentes/,
    );
    await refused(
      (settings) => ({
        ...settings,
        emailsContacto: { ...settings.emailsContacto, empleo: 'not-an-address' },
      }),
      /emailsContacto/,
    );
    await refused((settings) => ({ ...settings, idAnalytics: '"><script>alert(1)</script>' }), /idAnalytics/);
  });
});

describe('logos', () => {
  it('refuses a file that is not the image its name says (46), stores nothing, and takes a real one (658)', async () => {
    const files = async () =>
      Number(
        (await pool.query(`SELECT count(*) FROM stored_files WHERE owner = 'institution:1'`)).rows[0].count,
      );
    const before = await files();
    const page = await uploadLogo(
      Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
      'png',
    );
    expect(page.json().status).toBe(46);
    const svg = await uploadLogo(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
        'base64',
      ),
      'svg',
    );
    expect(svg.json().status).toBe(46);
    expect(await files()).toBe(before);

    const uploaded = (await uploadLogo(solidPng(64, 32, [11, 79, 108]).toString('base64'))).json<
      Answer<{ aviso: number; url: string }>
    >();
    expect(uploaded).toMatchObject({
      status: 0,
      datos: { aviso: 658, url: expect.stringMatching(/^\/api\/Publico\/logoMarca\/[0-9a-f-]{36}\.png$/) },
    });
    const served = await app.inject({ method: 'GET', url: uploaded.datos.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');

    const saved = (
      await save((settings) => ({ ...settings, logos: { ...settings.logos, cabecera: uploaded.datos.url } }))
    ).json<Saved>();
    expect(saved.datos.ajustes.logos.cabecera).toBe(uploaded.datos.url);
    expect(saved.datos.historial[0]!.despues).toEqual({ 'logos.cabecera': uploaded.datos.url });
  });

  it("refuses a logo address that is not the institution's upload (219), and never serves another owner's file", async () => {
    const { rows } = await pool.query<{ key: string }>(
      `INSERT INTO stored_files (key, owner, content_type, size_bytes, sha256, content)
       VALUES (gen_random_uuid()::text || '.png', 'student:1', 'image/png', 3, encode(sha256('abc'::bytea), 'hex'), 'abc'::bytea)
       RETURNING key`,
    );
    const studentsFile = `/api/Publico/logoMarca/${rows[0]!.key}`;
    try {
      expect((await app.inject({ method: 'GET', url: studentsFile })).statusCode).toBe(404);
      await unchanged(async () => {
        const foreign = await save((settings) => ({
          ...settings,
          logos: { ...settings.logos, pie: studentsFile },
        }));
        expect(foreign.statusCode).toBe(400);
        expect(foreign.json()).toMatchObject({ status: 219, errores: [{ campo: 'logos.pie' }] });
        const elsewhere = await save((settings) => ({
          ...settings,
          logos: { ...settings.logos, pie: 'https://evil.example/logo.png' },
        }));
        expect([elsewhere.statusCode, elsewhere.json().status]).toEqual([400, 15]);
      });
    } finally {
      await pool.query('DELETE FROM stored_files WHERE key = $1', [rows[0]!.key]);
    }
  });
});
