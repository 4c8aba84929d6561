import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  internshipFileMaxBytes,
  requestedProcessDocumentsResponse,
  studentInternshipsResponse,
  studentProposalsResponse,
} from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { onePagePdf } from '../../src/seeds/demo/files';
import { solidPng } from '../../src/seeds/demo/cv';
import { accounts, bearer, demoPassword, scratchFolder, testApp, tokenOf } from '../support';

let app: PortalApp;
let pool: Pool;
let student: string;
let other: string;
let otherId: number;
let internshipId: number;

const pdf = onePagePdf('Memoria de prácticas');
const png = solidPng(8, 8, [20, 120, 60]);

beforeAll(async () => {
  app = await testApp({ DATA_DIR: await scratchFolder('internships') });
  pool = createPool(inject('databaseUrl'), app.log);
  student = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name) VALUES ('Alumno', 'otra-practicas@test.example', $1, 'Otra')
     RETURNING id`,
    [await hashPassword(demoPassword)],
  );
  otherId = rows[0]!.id;
  await pool.query(`INSERT INTO students (user_id, first_name, last_names) VALUES ($1, 'Otra', 'Alumna')`, [
    otherId,
  ]);
  other = await tokenOf(app, 'Alumno', { usuario: 'otra-practicas@test.example', password: demoPassword });
  const list = studentInternshipsResponse.parse(
    (
      await app.inject({ method: 'GET', url: '/api/Alumno/damePracticasAlumno', headers: bearer(student) })
    ).json(),
  );
  internshipId = list.datos[0]!.idPractica;
});
afterAll(async () => {
  await pool.query('DELETE FROM users WHERE id = $1', [otherId]);
  await pool.end();
  await app.close();
});

const upload = (
  url: string,
  token: string,
  file: { bytes: Buffer | string; extension: string; idPractica?: number },
) =>
  app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    payload: {
      idPractica: file.idPractica ?? internshipId,
      nombre: 'Documento de prueba',
      ficheroB64ParaAltas: typeof file.bytes === 'string' ? file.bytes : file.bytes.toString('base64'),
      extension_adjunto: file.extension,
    },
  });

const internships = async (token = student) =>
  studentInternshipsResponse.parse(
    (
      await app.inject({ method: 'GET', url: '/api/Alumno/damePracticasAlumno', headers: bearer(token) })
    ).json(),
  ).datos;

describe('the student’s internships and their documents', () => {
  it('lists the caller’s internships only', async () => {
    const mine = await internships();
    expect(mine[0]).toMatchObject({
      titulo: 'Prácticas curriculares de desarrollo backend',
      empresa: 'Levante Tech',
      estado: 'enCurso',
    });
    expect(await internships(other)).toEqual([]);
  });

  it('the seeded internship has a training plan that downloads as a PDF', async () => {
    const plan = (await internships())[0]!.documentos.find(
      (document) => document.nombre === 'Plan formativo',
    );
    expect(plan).toMatchObject({ tipo: 'documento', extension: 'pdf' });
    const download = await app.inject({
      method: 'GET',
      url: `/api/Alumno/documentoPractica/${plan!.idDocumento}`,
      headers: bearer(student),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(plan!.tamano);
  });

  it('lists the annexes the office issued, never a draft, and gives each to its student only as a PDF', async () => {
    const { anexos } = (await internships())[0]!;
    expect(anexos.map((annex) => annex.tipo)).toEqual(['proyectoFormativo', 'modificacion']);
    const download = (token: string, id: number) =>
      app.inject({ method: 'GET', url: `/api/Alumno/dameAnexoPractica/${id}`, headers: { ...bearer(token), 'accept-language': 'ca' } });
    const mine = await download(student, anexos[0]!.idAnexo);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(other, anexos[0]!.idAnexo)).json()).toEqual({ status: 3 });

    const draft = await pool.query<{ id: number }>(
      `INSERT INTO internship_annexes (internship_id, kind, description) VALUES ($1, 'modificacion', 'Borrador sin emitir')
       RETURNING id`,
      [internshipId],
    );
    try {
      expect((await internships())[0]!.anexos).toHaveLength(2);
      expect((await download(student, draft.rows[0]!.id)).statusCode).toBe(403);
    } finally {
      await pool.query('DELETE FROM internship_annexes WHERE id = $1', [draft.rows[0]!.id]);
    }
  });

  it('lists the student’s own proposals with the office’s answer, the reason only for a rejection', async () => {
    const proposals = (token: string) =>
      app.inject({ method: 'GET', url: '/api/Alumno/dameSolicitudesPracticas', headers: bearer(token) });
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO internship_proposals (student_id, company_tax_id, company_name, tutor_email, signatory_email, description,
              status, answer_reason, answered_at, created_at)
       VALUES ($1, 'B12345674', 'Huerta Digital', 't@huerta.example', 'f@huerta.example', 'Prácticas de análisis de datos', 'rechazada',
               'La empresa no tiene convenio vigente', now(), now() - interval '2 days'),
              ($1, 'B12345674', 'Huerta Digital', 't@huerta.example', 'f@huerta.example', 'Prácticas de análisis de datos', 'pendiente',
               NULL, NULL, now())
       RETURNING id`,
      [otherId],
    );
    try {
      const answer = studentProposalsResponse.parse((await proposals(other)).json());
      expect(answer.datos).toEqual([
        expect.objectContaining({ idSolicitud: rows[1]!.id, empresa: 'Huerta Digital', estado: 'pendiente', motivo: null }),
        expect.objectContaining({ idSolicitud: rows[0]!.id, estado: 'rechazada', motivo: 'La empresa no tiene convenio vigente' }),
      ]);
      const students = studentProposalsResponse.parse((await proposals(student)).json()).datos;
      expect(students.map((proposal) => proposal.idSolicitud)).not.toContain(rows[0]!.id);
    } finally {
      await pool.query('DELETE FROM internship_proposals WHERE student_id = $1', [otherId]);
    }
  });

  it('618: stores a PDF in the database, lists it and gives it back to its owner only', async () => {
    const response = await upload('/api/Alumno/addFicheroPractica', student, {
      bytes: pdf,
      extension: 'pdf',
    });
    expect(response.json()).toMatchObject({
      status: 0,
      datos: { codigo: 618, idDocumento: expect.any(Number) },
    });
    const id = response.json<{ datos: { idDocumento: number } }>().datos.idDocumento;
    const document = (await internships())[0]!.documentos.find((item) => item.idDocumento === id);
    expect(document).toMatchObject({
      tipo: 'documento',
      nombre: 'Documento de prueba',
      extension: 'pdf',
      tamano: pdf.length,
    });

    const download = await app.inject({
      method: 'GET',
      url: `/api/Alumno/documentoPractica/${id}`,
      headers: bearer(student),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const stolen = await app.inject({
      method: 'GET',
      url: `/api/Alumno/documentoPractica/${id}`,
      headers: bearer(other),
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ status: 3 });
  });

  it('3: another student cannot add files to the internship', async () => {
    const response = await upload('/api/Alumno/addFicheroPractica', other, { bytes: pdf, extension: 'pdf' });
    expect(response.json()).toEqual({ status: 3 });
  });

  it('46: an extension that is not allowed, or content that is not what the extension says', async () => {
    const before = (await internships())[0]!.documentos.length;
    for (const file of [
      { bytes: pdf, extension: 'exe' },
      { bytes: png, extension: 'pdf' },
      { bytes: pdf, extension: 'docx' },
      { bytes: Buffer.from([0x00, 0x01, 0x02, 0xff]), extension: 'txt' },
    ]) {
      const response = await upload('/api/Alumno/addFicheroPractica', student, file);
      expect(response.json(), file.extension).toEqual({ status: 46 });
    }
    expect((await internships())[0]!.documentos).toHaveLength(before);
  });

  it('15: a file over 10000 KB or not base64, and nothing is stored', async () => {
    const storedFiles = async () => (await pool.query('SELECT key FROM stored_files ORDER BY key')).rows;
    const filesBefore = await storedFiles();
    const tooLarge = Buffer.concat([pdf, Buffer.alloc(internshipFileMaxBytes)]);
    const large = await upload('/api/Alumno/addFicheroPractica', student, {
      bytes: tooLarge,
      extension: 'pdf',
    });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ status: 15, errores: [{ campo: 'ficheroB64ParaAltas' }] });
    const garbled = await upload('/api/Alumno/addFicheroPractica', student, {
      bytes: 'no es base64!',
      extension: 'pdf',
    });
    expect(garbled.json()).toMatchObject({ status: 15 });
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('15 naming idTipoDocumento: a type outside the domain, or one with a call of its own; nothing is stored', async () => {
    const storedFiles = async () => (await pool.query('SELECT key FROM stored_files ORDER BY key')).rows;
    const filesBefore = await storedFiles();
    const documentsBefore = (await internships())[0]!.documentos.length;
    // 6 the resignation (addFicheroRenunciaSet), 7 the follow-up (editDocumentoSeguimientoCF), 99 no type at all.
    for (const idTipoDocumento of [6, 7, 99]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/Alumno/addDocumentoPractica',
        headers: bearer(student),
        payload: { idPractica: internshipId, nombre: 'Otro', ficheroB64ParaAltas: pdf.toString('base64'), extension_adjunto: 'pdf', idTipoDocumento },
      });
      expect(refused.statusCode, String(idTipoDocumento)).toBe(400);
      expect(refused.json(), String(idTipoDocumento)).toMatchObject({ status: 15, errores: [{ campo: 'idTipoDocumento' }] });
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await internships())[0]!.documentos).toHaveLength(documentsBefore);
  });

  it('accepts a typed document, a resignation and one follow-up document that replaces the previous one', async () => {
    const typed = await app.inject({
      method: 'POST',
      url: '/api/Alumno/addDocumentoPractica',
      headers: bearer(student),
      payload: {
        idPractica: internshipId,
        nombre: 'Memoria',
        ficheroB64ParaAltas: png.toString('base64'),
        extension_adjunto: 'PNG',
        idTipoDocumento: 2,
      },
    });
    expect(typed.json()).toMatchObject({ status: 0, datos: { codigo: 618 } });
    expect(
      (await upload('/api/Alumno/addFicheroRenunciaSet', student, { bytes: pdf, extension: 'pdf' })).json(),
    ).toMatchObject({ status: 0 });
    await upload('/api/Alumno/editDocumentoSeguimientoCF', student, { bytes: pdf, extension: 'pdf' });
    await upload('/api/Alumno/editDocumentoSeguimientoCF', student, {
      bytes: Buffer.from('Seguimiento,ok\n'),
      extension: 'csv',
    });
    const documents = (await internships())[0]!.documentos;
    expect(
      documents.filter((document) => document.tipo === 'seguimiento').map((document) => document.extension),
    ).toEqual(['csv']);
    expect(documents.find((document) => document.idTipoDocumento === 2)).toMatchObject({ extension: 'png' });
    expect(documents.some((document) => document.tipo === 'renuncia')).toBe(true);
    // Every document has its file in the store and no file outlives its document (the replaced follow-up).
    const { rows } = await pool.query<{ documents: number; files: number; orphans: number }>(
      `SELECT (SELECT count(*)::integer FROM internship_documents) AS documents,
              (SELECT count(*)::integer FROM internship_documents d JOIN stored_files f ON f.key = d.stored_name) AS files,
              (SELECT count(*)::integer FROM stored_files f JOIN users u ON f.owner = 'student:' || u.id
                WHERE u.email = $1 AND f.key NOT IN (SELECT key FROM stored_file_references)) AS orphans`,
      [accounts.student],
    );
    expect(rows[0]).toMatchObject({ files: rows[0]!.documents, orphans: 0 });
  });

  it('lists, before applying, the documents an offer named by urlOferta asks for (after a refusal 11)', async () => {
    const requested = async (query: string) =>
      requestedProcessDocumentsResponse.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/Alumno/documentacionDeProcesosSolicitada${query}`,
            headers: bearer(student),
          })
        ).json(),
      ).datos;
    expect(await requested('')).toEqual([]);
    expect(await requested('?urlOferta=practicas-auditoria-calidad-agroalimentaria')).toEqual([
      {
        urlOferta: 'practicas-auditoria-calidad-agroalimentaria',
        titulo: 'Prácticas de auditoría de calidad',
        documentos: ['certificadoMatricula'],
      },
    ]);
    // An offer asking for nothing, or one that does not exist, adds nothing.
    expect(await requested('?urlOferta=desarrollador-full-stack-junior-levante-tech')).toEqual([]);
    expect(await requested('?urlOferta=no-existe')).toEqual([]);
  });

  it('lists the documents the caller’s applications still need', async () => {
    await pool.query(
      `INSERT INTO candidacies (offer_id, student_id)
       SELECT o.id, u.id FROM offers o, users u
        WHERE o.access_slug = 'practicas-auditoria-calidad-agroalimentaria' AND u.email = $1 AND u.user_type = 'Alumno'`,
      [accounts.student],
    );
    try {
      const response = requestedProcessDocumentsResponse.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/api/Alumno/documentacionDeProcesosSolicitada',
            headers: bearer(student),
          })
        ).json(),
      );
      expect(response.datos).toEqual([
        {
          urlOferta: 'practicas-auditoria-calidad-agroalimentaria',
          titulo: 'Prácticas de auditoría de calidad',
          documentos: ['certificadoMatricula'],
        },
      ]);
    } finally {
      await pool.query(
        `DELETE FROM candidacies WHERE offer_id = (SELECT id FROM offers WHERE access_slug = 'practicas-auditoria-calidad-agroalimentaria')`,
      );
    }
  });
});
