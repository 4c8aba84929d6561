import { beforeAll, describe, expect, it } from 'vitest';
import { base64, pdf, png, withTwoStudents } from './fixtures';

/**
 * Files of the CV (documents, own CV, experience attachment, photo) with their upload rules, and
 * what the CV gives out: its downloads, the PDF, JSON Resume, the export of all data, the guides.
 */

const world = withTwoStudents('documents');

const pdfFile = (text: string) => ({ ficheroB64ParaAltas: base64(pdf(text)), extension_adjunto: 'pdf' });

describe('documents (addDoc, addDocumento2, delDoc)', () => {
  let publicId: number;

  it('adds a public file and a private link (618) and lists them apart', async () => {
    const file = await world.asAna.post('addDoc', { tipo: 'publico', nombre: 'Carta de recomendación', ...pdfFile('Carta') });
    expect(file.body).toMatchObject({ status: 0, datos: { aviso: 618, registro: { nombre: 'Carta de recomendación', esFichero: true, extension: 'pdf' } } });
    publicId = file.body.datos.registro.id;
    const link = await world.asAna.post('addDoc', { tipo: 'privado', nombre: 'Título', enlace: 'https://sede.example.org/titulo/1' });
    expect(link.body.datos.registro).toMatchObject({ esFichero: false, enlace: 'https://sede.example.org/titulo/1' });
    const cv = await world.asAna.cv();
    expect(cv.documentos.map((document: { id: number }) => document.id)).toEqual([publicId]);
    expect(cv.documentosPrivados).toHaveLength(1);
  });

  it('needs a file or a link, not both nor none', async () => {
    for (const payload of [
      { tipo: 'publico', nombre: 'Nada' },
      { tipo: 'publico', nombre: 'Ambos', enlace: 'https://example.org/a', ...pdfFile('Ambos') },
    ]) {
      const answer = await world.asAna.post('addDoc', payload);
      expect(answer.code).toBe(400);
      expect(answer.body.errores).toEqual([{ campo: 'ficheroB64ParaAltas', mensaje: 'Añade un fichero o un enlace' }]);
    }
  });

  it('refuses a duplicate (56), a type not allowed or content not of its type (46), a file over 2 MB', async () => {
    expect((await world.asAna.post('addDoc', { tipo: 'publico', nombre: 'Otra vez', ...pdfFile('Carta') })).body.status).toBe(56);
    expect((await world.asAna.post('addDoc', { tipo: 'privado', nombre: 'Otra vez', enlace: 'https://sede.example.org/titulo/1' })).body.status).toBe(56);
    expect((await world.asAna.post('addDoc', { tipo: 'publico', nombre: 'Programa', ficheroB64ParaAltas: base64(Buffer.from('MZ...')), extension_adjunto: 'exe' })).body.status).toBe(46);
    expect((await world.asAna.post('addDoc', { tipo: 'publico', nombre: 'Hoja', ficheroB64ParaAltas: base64(Buffer.from('a;b\n')), extension_adjunto: 'csv' })).body.status).toBe(46);
    expect((await world.asAna.post('addDoc', { tipo: 'publico', nombre: 'Falso', ficheroB64ParaAltas: base64(png(10, 10)), extension_adjunto: 'pdf' })).body.status).toBe(46);
    expect((await world.asAna.post('addDoc', { tipo: 'cv', nombre: 'CV en Word', ficheroB64ParaAltas: base64(Buffer.from([0x50, 0x4b, 3, 4, 0])), extension_adjunto: 'docx' })).body.status).toBe(46);
    const big = Buffer.concat([pdf('Grande'), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await world.asAna.post('addDoc', { tipo: 'publico', nombre: 'Grande', ficheroB64ParaAltas: base64(big), extension_adjunto: 'pdf' });
    expect(tooBig.code).toBe(400);
    expect(tooBig.body.errores).toEqual([{ campo: 'ficheroB64ParaAltas', mensaje: 'El fichero supera el tamaño máximo de 2 MB' }]);
    expect((await world.asAna.cv()).documentos).toHaveLength(1);
  });

  it('replaces the own CV file (urlCV) and keeps it apart from the documents', async () => {
    const first = await world.asAna.post('addDoc', { tipo: 'cv', nombre: 'CV 2025', ...pdfFile('CV uno') });
    const second = await world.asAna.post('addDoc', { tipo: 'cv', nombre: 'CV 2026', ...pdfFile('CV dos') });
    expect(second.body.status).toBe(0);
    const cv = await world.asAna.cv();
    expect(cv.urlCV).toBe(`/api/Alumno/documentoCv/${second.body.datos.registro.id}`);
    expect((await world.asAna.get(`/api/Alumno/documentoCv/${first.body.datos.registro.id}`)).statusCode).toBe(403);
    const download = await world.asAna.get(cv.urlCV ?? 'no own CV');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''CV%202026.pdf");
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The same file as a document: its id deletes it, and the CV has no own file any more.
    expect(cv.documentoCV).toMatchObject({ id: second.body.datos.registro.id, nombre: 'CV 2026', esFichero: true });
    expect((await world.asAna.post('delDoc', { id: second.body.datos.registro.id })).body.status).toBe(0);
    expect(await world.asAna.cv()).toMatchObject({ urlCV: null, documentoCV: null });
    expect((await world.asAna.get(cv.urlCV ?? 'no own CV')).statusCode).toBe(403);
  });

  it('adds a document a process asked for, once per requested document', async () => {
    const document = { nombre: 'Certificado de matrícula', ...pdfFile('Matricula'), idDocumentoNecesarioOfertaNoTipado: 'certificadoMatricula', tipo: 1 };
    const saved = await world.asAna.post('addDocumento2', document);
    expect(saved.body).toMatchObject({ status: 0, datos: { aviso: 618 } });
    expect((await world.asAna.post('addDocumento2', document)).body.status).toBe(56);
    expect((await world.asAna.cv()).documentosProcesos).toEqual([
      expect.objectContaining({ nombre: 'Certificado de matrícula', idDocumentoNecesarioOfertaNoTipado: 'certificadoMatricula' }),
    ]);
  });

  it("refuses another student's documents, to download or delete", async () => {
    expect((await world.asBerta.get(`/api/Alumno/documentoCv/${publicId}`)).statusCode).toBe(403);
    expect((await world.asBerta.post('delDoc', { id: publicId })).code).toBe(403);
    expect((await world.asAna.post('delDoc', { id: publicId })).body).toEqual({ status: 0, datos: true });
    expect((await world.asAna.get(`/api/Alumno/documentoCv/${publicId}`)).statusCode).toBe(403);
  });
});

describe('experience attachment', () => {
  it('stores, replaces and removes the attachment, downloadable only by its student', async () => {
    const job = { puesto: 'Becaria', empresa: 'Levante Tech', descripcion: 'Soporte.', fechaInicio: '2023-01-01' };
    const added = await world.asAna.post('addExperiencia', { ...job, adjunto: { nombre: 'Certificado de empresa', ...pdfFile('Empresa') } });
    expect(added.body.datos.registro.adjunto).toMatchObject({ nombre: 'Certificado de empresa', extension: 'pdf' });
    const { id } = added.body.datos.registro;
    const link = added.body.datos.registro.adjunto.enlace;
    expect((await world.asAna.get(link)).statusCode).toBe(200);
    expect((await world.asBerta.get(link)).statusCode).toBe(403);
    const kept = await world.asAna.post('editExperiencia', { id, ...job, puesto: 'Becaria de soporte' });
    expect(kept.body.datos.registro.adjunto).not.toBeNull();
    expect((await world.asAna.post('editExperiencia', { id, ...job, adjunto: { nombre: 'Malo', ficheroB64ParaAltas: base64(Buffer.from('x')), extension_adjunto: 'exe' } })).body.status).toBe(46);
    const removed = await world.asAna.post('editExperiencia', { id, ...job, adjunto: null });
    expect(removed.body.datos.registro.adjunto).toBeNull();
    expect((await world.asAna.get(link)).statusCode).toBe(403);
  });
});

describe('profile photo (editImagenPerfil)', () => {
  it('accepts an image up to 1000 px and serves it to its student only', async () => {
    const saved = await world.asAna.post('editImagenPerfil', { extension: 'png', ficheroB64: base64(png(1000, 800)) });
    expect(saved.body).toMatchObject({ status: 0, datos: { urlImagenPerfil: expect.stringMatching(/^\/api\/Alumno\/imagenPerfil\?v=/) } });
    expect((await world.asAna.cv()).urlImagenPerfil).toBe(saved.body.datos.urlImagenPerfil);
    const photo = await world.asAna.get(saved.body.datos.urlImagenPerfil);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    // Berta has no photo: nothing to show, and nothing refused (the header asks on every page).
    const none = await world.asBerta.get('/api/Alumno/imagenPerfil');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });

  it('refuses a photo over 1000 px a side (526), whatever the name says, and anything not an image (46)', async () => {
    const before = (await world.asAna.cv()).urlImagenPerfil;
    expect((await world.asAna.post('editImagenPerfil', { extension: 'png', ficheroB64: base64(png(1001, 20)) })).body.status).toBe(526);
    expect((await world.asAna.post('editImagenPerfil', { extension: 'png', ficheroB64: base64(png(20, 1500)) })).body.status).toBe(526);
    expect((await world.asAna.post('editImagenPerfil', { extension: 'pdf', ficheroB64: base64(pdf('foto')) })).body.status).toBe(46);
    expect((await world.asAna.post('editImagenPerfil', { extension: 'jpg', ficheroB64: base64(png(10, 10)) })).body.status).toBe(46);
    expect((await world.asAna.cv()).urlImagenPerfil).toBe(before);
  });
});

describe('the CV given out', () => {
  beforeAll(async () => {
    await world.asAna.post('editDatosPersonales', { telefono: '612000111' });
    await world.asAna.post('addEstudio', { titulacion: 'Grado en Periodismo', nivel: 'grado', centro: 'Universitat de València', anioInicio: 2019, anioFin: 2023, finalizado: true, nota: '3,2' });
    await world.asAna.post('addIdioma', { idIdioma: 3, idNivel: 4, certificacion: 'First' });
    await world.asAna.post('editEnlacePortfolio', { enlace: 'https://www.linkedin.com/in/ana-docs' });
    await world.asAna.post('editCompetencias', { competencias: [1, 2] });
  });

  it('downloads the CV as a PDF with the headings of the language asked for', async () => {
    for (const idioma of ['es', 'ca', 'en']) {
      const response = await world.asAna.get(`/api/Alumno/cvPdf?idioma=${idioma}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''CV%20documents-ana/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.length).toBeGreaterThan(2000);
    }
  });

  it('exports the CV as JSON Resume, worded in the language asked for, without private data', async () => {
    const response = await world.asAna.get('/api/Alumno/cvJsonResume?idioma=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('.resume.json');
    const resume = response.json();
    expect(resume.basics).toMatchObject({ name: 'documents-ana Prueba CV', phone: '612000111', profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/ana-docs' }] });
    expect(resume.education).toContainEqual({ institution: 'Universitat de València', area: 'Grado en Periodismo', studyType: 'grado', startDate: '2019', endDate: '2023', score: '3.2' });
    expect(resume.languages).toEqual([{ language: 'English', fluency: 'B2' }]);
    expect(resume.skills).toContainEqual({ name: 'Skills', keywords: ['Teamwork', 'Oral communication'] });
    expect(response.body).not.toMatch(/dni|iban|numSeguridadSocial/i);
  });

  it('refuses every download without a student token', async () => {
    for (const url of ['/api/Alumno/cvPdf', '/api/Alumno/cvJsonResume', '/api/Alumno/solicitarTodosMisDatos', '/api/Alumno/imagenPerfil']) {
      expect((await world.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('orientation guides (dameGuiaOrientacion)', () => {
  it('lists the guides in the caller\'s language, four for the home, with their HTML as stored', async () => {
    const all = (await world.asAna.get('/api/Alumno/dameGuiaOrientacion', 'ca')).json().datos;
    // The seed's five come first (guides the office tests publish meanwhile go after them).
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all[0]).toMatchObject({ titulo: 'Com preparar un currículum eficaç', urlFichero: null, ulrImagen: null });
    const home = (await world.asAna.get('/api/Alumno/dameGuiaOrientacion?limite=4', 'en')).json().datos;
    expect(home.map((guide: { titulo: string }) => guide.titulo)).toEqual([
      'How to write an effective CV',
      'Get ready for your job interview',
      'Your professional profile on LinkedIn',
      'Internships: rights and duties',
    ]);
    const hostile = all[4];
    expect(hostile.descripcion).toContain('<script>');
    const one = await world.asAna.get(`/api/Alumno/dameGuiaOrientacion/${hostile.id}`, 'ca');
    expect(one.json().datos).toEqual(hostile);
    expect((await world.asAna.get('/api/Alumno/dameGuiaOrientacion/999999')).statusCode).toBe(404);
  });

  it('answers 79 when the brand has no guides', async () => {
    await world.pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, '{flags,hasGuiasOrientacion}', 'false')`);
    try {
      const response = await world.asAna.get('/api/Alumno/dameGuiaOrientacion');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 79 });
    } finally {
      await world.pool.query(`UPDATE institution_brand SET settings = jsonb_set(settings, '{flags,hasGuiasOrientacion}', 'true')`);
    }
  });
});

describe('API documentation', () => {
  it('documents every CV call from the same schemas', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, unknown> }>();
    for (const call of ['editDatosPersonales', 'addEstudioUniversidad', 'addIdioma', 'addExperiencia', 'addDoc', 'addDocumento2', 'editImagenPerfil', 'addDatosSeguridadSocial', 'dameGuiaOrientacion', 'cvPdf']) {
      expect(paths, call).toHaveProperty([`/api/Alumno/${call}`]);
    }
  });
});
