import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { base64, callsOf, createStudent, pdf, png, type TestStudent } from '../cv/fixtures';
import { accounts, bearer, demoPassword, scratchFolder, testApp, tokenOf } from '../support';

/** Stateless replicas: uploaded files live in PostgreSQL, written with their rows, within a quota. */

let pool: Pool;
let replicaA: PortalApp;
let replicaB: PortalApp;
const students: TestStudent[] = [];

const student = async (app: PortalApp, name: string) => {
  const created = await createStudent(app, pool, `files-${name}`);
  students.push(created);
  return created;
};

const filesOf = async (userId: number) =>
  (
    await pool.query<{ key: string; size: number }>(
      `SELECT key, size_bytes AS size FROM stored_files WHERE owner = $1 ORDER BY key`,
      [`student:${userId}`],
    )
  ).rows;

const documentsOf = async (userId: number) =>
  (await pool.query('SELECT id FROM student_documents WHERE user_id = $1', [userId])).rowCount;

beforeAll(async () => {
  // Two servers with disks of their own, on one database: what two replicas behind a balancer are.
  replicaA = await testApp({ DATA_DIR: await scratchFolder('replica-a') });
  replicaB = await testApp({ DATA_DIR: await scratchFolder('replica-b') });
  pool = createPool(inject('databaseUrl'), replicaA.log);
});

afterAll(async () => {
  await pool.query('DELETE FROM users WHERE id = ANY($1)', [students.map((one) => one.id)]);
  await pool.end();
  await replicaA.close();
  await replicaB.close();
});

describe('uploaded files', () => {
  it('are in the database: every file a row names is there, the demo seed’s included', async () => {
    const { rows } = await pool.query<{ key: string }>(
      `SELECT r.key FROM stored_file_references r WHERE NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.key = r.key)`,
    );
    expect(rows).toEqual([]);
    const seeded = await pool.query(`SELECT 1 FROM stored_files WHERE key LIKE 'seed-%'`);
    expect(seeded.rowCount).toBeGreaterThanOrEqual(8);
  });

  it('uploaded through one replica download whole from the other, photo and CV PDF included', async () => {
    const ana = await student(replicaA, 'ana');
    const file = pdf(`Certificado ${randomUUID()}`);
    const saved = await callsOf(replicaA, ana.token).post('addDoc', {
      tipo: 'publico',
      nombre: 'Certificado',
      ficheroB64ParaAltas: base64(file),
      extension_adjunto: 'pdf',
    });
    expect(saved.body).toMatchObject({ status: 0, datos: { aviso: 618 } });
    const download = await replicaB.inject({ method: 'GET', url: saved.body.datos.registro.enlace, headers: bearer(ana.token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file)).toBe(true);

    const photo = png(40, 40);
    const onA = callsOf(replicaA, ana.token);
    expect((await onA.post('editImagenPerfil', { extension: 'png', ficheroB64: base64(photo) })).body.status).toBe(0);
    const shown = await replicaB.inject({ method: 'GET', url: '/api/Alumno/imagenPerfil', headers: bearer(ana.token) });
    expect(shown.rawPayload.equals(photo)).toBe(true);
    const cvPdf = await replicaB.inject({ method: 'GET', url: '/api/Alumno/cvPdf?idioma=es', headers: bearer(ana.token) });
    expect(cvPdf.statusCode).toBe(200);
    expect(cvPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('go with their row, never one without the other: a refused upload, a replaced photo, a deleted document', async () => {
    const berta = await student(replicaA, 'berta');
    const calls = callsOf(replicaA, berta.token);
    const file = pdf(`Título ${randomUUID()}`);
    const document = { tipo: 'privado', nombre: 'Título', ficheroB64ParaAltas: base64(file), extension_adjunto: 'pdf' };
    const first = await calls.post('addDoc', document);
    expect(first.body.status).toBe(0);
    // The same file again: 56, and neither a second row nor a second file.
    expect((await calls.post('addDoc', document)).body.status).toBe(56);
    expect(await documentsOf(berta.id)).toBe(1);
    expect(await filesOf(berta.id)).toHaveLength(1);
    // A PDF header followed by a web page: 46, nothing stored.
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n');
    expect((await calls.post('addDoc', { ...document, ficheroB64ParaAltas: base64(polyglot) })).body.status).toBe(46);
    expect(await filesOf(berta.id)).toHaveLength(1);

    for (const size of [30, 50]) {
      expect((await calls.post('editImagenPerfil', { extension: 'png', ficheroB64: base64(png(size, size)) })).body.status).toBe(0);
    }
    expect(await filesOf(berta.id)).toHaveLength(2); // the document and the last photo

    expect((await calls.post('delDoc', { id: first.body.datos.registro.id })).body.status).toBe(0);
    const left = await filesOf(berta.id);
    expect(left).toHaveLength(1);
    expect(left[0]!.key).toMatch(/\.png$/);
  });

  it('count against a quota per student: 413 past it, nothing written; room again once a file is deleted', async () => {
    const app = await testApp({ UPLOAD_QUOTA_MB: '1' });
    try {
      const carla = await student(app, 'carla');
      const calls = callsOf(app, carla.token);
      // Two PDFs of about 600 KB each: one fits in 1 MB, both do not.
      const big = (text: string) => pdf(`${text} ${'x'.repeat(600_000)}`);
      const upload = (text: string) =>
        calls.post('addDoc', { tipo: 'publico', nombre: text, ficheroB64ParaAltas: base64(big(text)), extension_adjunto: 'pdf' });
      const first = await upload('primero');
      expect(first.body.status).toBe(0);
      expect((await upload('segundo')).body).toEqual({ status: 413 });
      expect(await documentsOf(carla.id)).toBe(1);
      expect(await filesOf(carla.id)).toHaveLength(1);

      expect((await calls.post('delDoc', { id: first.body.datos.registro.id })).body.status).toBe(0);
      expect((await upload('segundo')).body.status).toBe(0);
      expect((await filesOf(carla.id)).reduce((total, file) => total + file.size, 0)).toBeLessThanOrEqual(1024 * 1024);
    } finally {
      await app.close();
    }
  });

  it("count against the company's quota too: 413 past it, nothing written; room again once deleted", async () => {
    const app = await testApp({ UPLOAD_QUOTA_MB: '1' });
    const token = await tokenOf(app, 'Empresa', { usuario: accounts.company, password: demoPassword });
    const companyFiles = async () =>
      (await pool.query(`SELECT key FROM stored_files f JOIN companies c ON f.owner = 'company:' || c.id WHERE c.tax_id = 'B46123451'`)).rowCount;
    const upload = (text: string) =>
      app.inject({
        method: 'POST',
        url: '/api/empresa/adddoc',
        headers: bearer(token),
        payload: {
          idTipoDocumento: 5,
          nombre: text,
          ficheroB64ParaAltas: base64(pdf(`${text} ${randomUUID()} ${'x'.repeat(600_000)}`)),
          extension_adjunto: 'pdf',
        },
      });
    try {
      const before = await companyFiles();
      const first = await upload('Memoria anual');
      expect(first.json()).toMatchObject({ status: 0, datos: { aviso: 618 } });
      const second = await upload('Memoria anterior');
      expect(second.json()).toEqual({ status: 413 });
      expect(await companyFiles()).toBe(before! + 1);
      const id = first.json<{ datos: { documento: { id: number } } }>().datos.documento.id;
      expect((await app.inject({ method: 'POST', url: '/api/empresa/deldoc', headers: bearer(token), payload: { id } })).json()).toMatchObject({ status: 0 });
      expect(await companyFiles()).toBe(before);
    } finally {
      await app.close();
    }
  });

  it('an earlier version left in DATA_DIR are moved into the database at start, then served', async () => {
    const dora = await student(replicaA, 'dora');
    const key = `${randomUUID()}.pdf`;
    const file = pdf(`Antiguo ${key}`);
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO student_documents (user_id, kind, name, stored_name, extension, size_bytes, content_sha256)
       VALUES ($1, 'publico', 'Antiguo', $2, 'pdf', $3, encode(sha256($4), 'hex')) RETURNING id`,
      [dora.id, key, file.length, file],
    );
    const dataDir = await scratchFolder('legacy');
    await mkdir(path.join(dataDir, 'cv-files'));
    await writeFile(path.join(dataDir, 'cv-files', key), file);

    const started = await testApp({ DATA_DIR: dataDir });
    await started.close();
    const stored = await pool.query('SELECT owner FROM stored_files WHERE key = $1', [key]);
    expect(stored.rows).toEqual([{ owner: `student:${dora.id}` }]);
    // Served by a replica that never had that disk.
    const download = await replicaB.inject({
      method: 'GET',
      url: `/api/Alumno/documentoCv/${rows[0]!.id}`,
      headers: bearer(dora.token),
    });
    expect(download.rawPayload.equals(file)).toBe(true);
  });

  it('leave with their owner: a removed student’s files are gone', async () => {
    const eva = await student(replicaA, 'eva');
    await callsOf(replicaA, eva.token).post('editImagenPerfil', { extension: 'png', ficheroB64: base64(png(20, 20)) });
    expect(await filesOf(eva.id)).toHaveLength(1);
    await pool.query('DELETE FROM users WHERE id = $1', [eva.id]);
    expect(await filesOf(eva.id)).toHaveLength(0);
  });
});
