import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyDocumentsResponse,
  informativeNotesResponse,
  internshipAnnexesResponse,
  programmeDocumentsResponse,
  providedDocumentsResponse,
} from '@portal/contracts';
import { onePagePdf } from '../../src/seeds/demo/files';
import { bearer } from '../support';
import { caller, openCompanyWorld, setCompanyBrand, type CompanyWorld } from './fixtures';

/**
 * The company's internship documentation (spec 001 §2 /documentacion, §3, §5, §7): documents,
 * annexes, informative notes, documents by programme, upload and delete with their rules and
 * codes (46, 56, 2 MB, 618, 513), both spellings of the paths, and who may see what.
 */
let world: CompanyWorld;
let company: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;

beforeAll(async () => {
  world = await openCompanyWorld();
  company = caller(world.app, world.company);
  other = caller(world.app, world.other);
});
afterAll(async () => {
  if (!world) return;
  await setCompanyBrand(world.pool, { subidaDocumentacion: true });
  await world.pool.end();
  await world.app.close();
});

const pdf = (text: string) => onePagePdf(text).toString('base64');
const documentsOf = async (who = company) =>
  companyDocumentsResponse.parse((await who.get('/api/Empresa/dameDocumentosPracticas')).json()).datos;
const upload = (body: Record<string, unknown>, who = company, headers: Record<string, string> = {}) =>
  world.app.inject({
    method: 'POST',
    url: '/api/empresa/adddoc',
    payload: body,
    headers: { ...bearer(who === company ? world.company : world.other), ...headers },
  });
const otherFile = (text: string) => ({
  idTipoDocumento: 5,
  nombre: text,
  ficheroB64ParaAltas: Buffer.from(`${text}\n`).toString('base64'),
  extension_adjunto: 'txt',
});

describe('the lists', () => {
  it("lists the company's documents with one id each, newest first, and none of another company's", async () => {
    const documents = await documentsOf();
    expect(documents.map((document) => document.nombre)).toEqual(
      expect.arrayContaining(['Póliza de responsabilidad civil 2025', 'Guía de acogida del estudiantado en prácticas']),
    );
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(documents.map((document) => document.nombre)).not.toContain('Póliza de Mediterráneo Obras');
    const link = documents.find((document) => document.enlace !== null)!;
    expect(link).toMatchObject({ enlace: 'https://levante.example/guia-acogida', extension: null, tipo: 'Otra documentación' });
  });

  it('answers on both spellings of the paths, wording the types in the caller’s language', async () => {
    const lower = await world.app.inject({
      method: 'GET',
      url: '/api/empresa/dameDocumentosPracticas',
      headers: { ...bearer(world.company), 'accept-language': 'ca' },
    });
    const policy = companyDocumentsResponse.parse(lower.json()).datos.find((document) => document.idTipoDocumento === 1);
    expect(policy?.tipo).toBe("Pòlissa de l'assegurança de responsabilitat civil");
    expect((await company.get('/api/Empresa/documentosAportados')).statusCode).toBe(200);
  });

  it('tells per document type its rules and what the company provided (documentosAportados)', async () => {
    const provided = providedDocumentsResponse.parse((await company.get('/api/empresa/documentosAportados')).json()).datos;
    expect(provided.subidaPermitida).toBe(true);
    expect(provided.tamanoMaximo).toBe(2 * 1024 * 1024);
    const policy = provided.tipos.find((type) => type.clave === 'polizaSeguro')!;
    expect(policy).toMatchObject({ extensiones: ['pdf'], admiteEnlace: false, unico: true, numDocumentos: 1 });
    const others = provided.tipos.find((type) => type.clave === 'otros')!;
    expect(others.admiteEnlace).toBe(true);
    expect(others.extensiones).toEqual(expect.arrayContaining(['docx', 'odt', 'csv', 'tif', 'pdf']));
    expect(provided.tipos.find((type) => type.clave === 'anexoFirmado')?.requiere).toBe('idAnexo');
  });

  it('groups the documents by internship programme', async () => {
    const programmes = programmeDocumentsResponse.parse((await company.get('/api/empresa/dameDocumentosPracticasPorPrograma')).json()).datos;
    const programme = programmes.find((item) => item.titulo === 'Programa estudia y trabaja')!;
    expect(programme.documentos.map((document) => document.nombre)).toEqual(['Adhesión al programa estudia y trabaja']);
    const ofOther = programmeDocumentsResponse.parse((await other.get('/api/empresa/dameDocumentosPracticasPorPrograma')).json()).datos;
    expect(ofOther.flatMap((item) => item.documentos)).toEqual([]);
  });

  it("gives each internship of the company its annexes, and the annex as a PDF to it alone", async () => {
    const internships = internshipAnnexesResponse.parse((await company.get('/api/Empresa/dameAnexosPracticas')).json()).datos;
    const internship = internships.find((item) => item.titulo === 'Prácticas curriculares de desarrollo backend')!;
    expect(internship.alumno).toBe('Lucía Martín Pérez');
    expect(internship.anexos.map((annex) => annex.tipo)).toEqual(['proyectoFormativo', 'modificacion']);
    const annex = internship.anexos[0]!;
    const file = await company.get(`/api/Empresa/dameAnexoPractica/${annex.idAnexo}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''anexo-/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The other company sees its own internships only, never this one nor its annexes.
    const ofOther = internshipAnnexesResponse.parse((await other.get('/api/Empresa/dameAnexosPracticas')).json()).datos;
    expect(ofOther.map((item) => item.idPractica)).not.toContain(internship.idPractica);
    expect(ofOther.flatMap((item) => item.anexos.map((otherAnnex) => otherAnnex.idAnexo))).not.toContain(annex.idAnexo);
    expect((await other.get(`/api/Empresa/dameAnexoPractica/${annex.idAnexo}`)).json()).toEqual({ status: 3 });
  });

  it('lists the informative notes by kind and downloads each as a PDF', async () => {
    const notes = informativeNotesResponse.parse(
      (await company.get('/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria')).json(),
    ).datos;
    expect(notes.curriculares.map((note) => note.titulo)).toContain('Nota informativa sobre las prácticas curriculares');
    expect(notes.extraordinarias.map((note) => note.titulo)).toEqual(['Nota informativa sobre las prácticas extraordinarias']);
    expect(notes.curriculares.every((note) => note.tipo === 'curricular')).toBe(true);
    const file = await company.get(`/api/Empresa/dameNotaInformativa/${notes.extraordinarias[0]!.id}`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await company.get('/api/Empresa/dameNotaInformativa/999999')).statusCode).toBe(404);
  });
});

describe('adding a document (adddoc)', () => {
  it('saves a PDF of the company (618), lists it and downloads it to the company alone', async () => {
    const answer = await upload({ idTipoDocumento: 3, nombre: 'Escritura de constitución', ficheroB64ParaAltas: pdf('Escritura'), extension_adjunto: 'pdf' });
    expect(answer.json()).toMatchObject({ status: 0, datos: { aviso: 618, documento: { nombre: 'Escritura de constitución', extension: 'pdf' } } });
    const id = answer.json<{ datos: { documento: { id: number } } }>().datos.documento.id;
    expect((await documentsOf())[0]?.id).toBe(id);
    const file = await company.get(`/api/Empresa/dameDocumentoEmpresa/${id}`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(onePagePdf('Escritura'))).toBe(true);
    expect((await other.get(`/api/Empresa/dameDocumentoEmpresa/${id}`)).statusCode).toBe(403);
  });

  it('saves a link for the type that takes links, and refuses a link for a PDF-only type', async () => {
    expect((await upload({ idTipoDocumento: 5, nombre: 'Plan de acogida', enlace: 'https://levante.example/plan' })).json()).toMatchObject({
      status: 0,
      datos: { aviso: 618, documento: { enlace: 'https://levante.example/plan' } },
    });
    const refused = await upload({ idTipoDocumento: 3, nombre: 'Escritura', enlace: 'https://levante.example/escritura' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 15,
      errores: [{ campo: 'enlace', mensaje: 'Este documento se aporta como fichero PDF de 2 MB como máximo' }],
    });
  });

  it('needs a file or a URL, not both, worded in the caller’s language', async () => {
    const none = await upload({ idTipoDocumento: 5, nombre: 'Nada' }, company, { 'accept-language': 'ca' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      status: 15,
      mensaje: 'Si us plau, revisi el formulari, els camps marcats en vermell són obligatoris o contenen algun error.',
      errores: [{ campo: 'ficheroB64ParaAltas', mensaje: 'Adjunta un fitxer o indica un enllaç' }],
    });
    const both = await upload({ ...otherFile('Ambos'), enlace: 'https://levante.example/ambos' });
    expect(both.json()).toMatchObject({ status: 15, errores: [{ campo: 'ficheroB64ParaAltas', mensaje: 'Adjunta un fichero o indica un enlace' }] });
    const missing = await upload({ idTipoDocumento: 5, ficheroB64ParaAltas: pdf('x'), extension_adjunto: 'pdf' });
    expect(missing.json()).toMatchObject({ status: 15, errores: [{ campo: 'nombre', mensaje: 'Este campo es requerido' }] });
  });

  it('refuses with 46 an extension outside §5, another file than PDF for a PDF type, and a non-PDF named .pdf', async () => {
    expect((await upload({ ...otherFile('Programa'), extension_adjunto: 'exe' })).json()).toEqual({ status: 46 });
    expect((await upload({ ...otherFile('Hoja'), idTipoDocumento: 3 })).json()).toEqual({ status: 46 });
    const disguised = {
      idTipoDocumento: 3,
      nombre: 'No es un PDF',
      ficheroB64ParaAltas: Buffer.from('MZ this is an executable, not a PDF').toString('base64'),
      extension_adjunto: 'pdf',
    };
    expect((await upload(disguised)).json()).toEqual({ status: 46 });
    // The other type takes the §5 extensions, checked by content too.
    expect((await upload(otherFile('Notas de acogida'))).json()).toMatchObject({ status: 0, datos: { aviso: 618 } });
  });

  it('refuses a file over 2 MB with the field, and writes nothing', async () => {
    const before = (await documentsOf()).length;
    const big = Buffer.concat([onePagePdf('grande'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const answer = await upload({ idTipoDocumento: 3, nombre: 'Demasiado grande', ficheroB64ParaAltas: big.toString('base64'), extension_adjunto: 'pdf' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 15, errores: [{ campo: 'ficheroB64ParaAltas', mensaje: 'El fichero supera el tamaño máximo de 2 MB' }] });
    expect((await documentsOf()).length).toBe(before);
  });

  it('refuses with 56 a file or link already provided and a second insurance policy', async () => {
    const file = { idTipoDocumento: 3, nombre: 'Certificado AEAT', ficheroB64ParaAltas: pdf('Certificado AEAT'), extension_adjunto: 'pdf' };
    expect((await upload(file)).json()).toMatchObject({ status: 0 });
    expect((await upload({ ...file, nombre: 'Otra vez' })).json()).toEqual({ status: 56 });
    expect((await upload({ idTipoDocumento: 5, nombre: 'Guía', enlace: 'https://levante.example/guia-acogida' })).json()).toEqual({ status: 56 });
    const policy = { idTipoDocumento: 1, nombre: 'Póliza 2026', ficheroB64ParaAltas: pdf('Poliza 2026'), extension_adjunto: 'pdf' };
    expect((await upload(policy)).json()).toEqual({ status: 56 });
    // Another company may hold the same file: 56 is per company.
    expect((await upload({ ...file, idTipoDocumento: 3 }, other)).json()).toMatchObject({ status: 0 });
  });

  it('attaches a signed annex to its annex (513), once, and only to an annex of the company', async () => {
    const internships = internshipAnnexesResponse.parse((await company.get('/api/Empresa/dameAnexosPracticas')).json()).datos;
    const annex = internships.flatMap((item) => item.anexos).find((item) => item.tipo === 'modificacion')!;
    const signed = { idTipoDocumento: 2, nombre: 'Anexo firmado', ficheroB64ParaAltas: pdf('Anexo firmado'), extension_adjunto: 'pdf' };
    expect((await upload(signed)).json()).toMatchObject({ status: 15, errores: [{ campo: 'idAnexo' }] });
    expect((await upload({ ...signed, idAnexo: annex.idAnexo }, other)).statusCode).toBe(403);
    const saved = await upload({ ...signed, idAnexo: annex.idAnexo });
    expect(saved.json()).toMatchObject({ status: 0, datos: { aviso: 513, documento: { idAnexo: annex.idAnexo } } });
    const after = internshipAnnexesResponse.parse((await company.get('/api/Empresa/dameAnexosPracticas')).json()).datos;
    expect(after.flatMap((item) => item.anexos).find((item) => item.idAnexo === annex.idAnexo)?.idDocumentoFirmado).toBe(
      saved.json<{ datos: { documento: { id: number } } }>().datos.documento.id,
    );
    expect((await upload({ ...signed, ficheroB64ParaAltas: pdf('Otra copia'), idAnexo: annex.idAnexo })).json()).toEqual({ status: 56 });
  });

  it('files programme documents under an open programme', async () => {
    const programmes = programmeDocumentsResponse.parse((await company.get('/api/empresa/dameDocumentosPracticasPorPrograma')).json()).datos;
    const programmeId = programmes[0]!.idPrograma;
    const document = { idTipoDocumento: 4, nombre: 'Memoria del programa', ficheroB64ParaAltas: pdf('Memoria'), extension_adjunto: 'pdf' };
    expect((await upload(document)).json()).toMatchObject({ status: 15, errores: [{ campo: 'idPrograma' }] });
    expect((await upload({ ...document, idPrograma: 999999 })).json()).toMatchObject({ status: 15, errores: [{ campo: 'idPrograma' }] });
    expect((await upload({ ...document, idPrograma: programmeId })).json()).toMatchObject({ status: 0, datos: { aviso: 618 } });
    const after = programmeDocumentsResponse.parse((await company.get('/api/empresa/dameDocumentosPracticasPorPrograma')).json()).datos;
    expect(after.find((item) => item.idPrograma === programmeId)?.documentos.map((item) => item.nombre)).toContain('Memoria del programa');
  });
});

describe('deleting a document (deldoc)', () => {
  it("deletes one of the company's documents, its file gone, and refuses another company's", async () => {
    const saved = await upload({ idTipoDocumento: 3, nombre: 'Para borrar', ficheroB64ParaAltas: pdf('Para borrar'), extension_adjunto: 'pdf' });
    const id = saved.json<{ datos: { documento: { id: number } } }>().datos.documento.id;
    expect((await other.post('/api/empresa/deldoc', { id })).statusCode).toBe(403);
    expect((await documentsOf()).some((document) => document.id === id)).toBe(true);
    expect((await company.post('/api/empresa/deldoc', { id })).json()).toEqual({ status: 0, datos: { id } });
    expect((await documentsOf()).some((document) => document.id === id)).toBe(false);
    expect((await company.get(`/api/Empresa/dameDocumentoEmpresa/${id}`)).statusCode).toBe(403);
    // Deleted, the same file may be provided again.
    expect((await upload({ idTipoDocumento: 3, nombre: 'De nuevo', ficheroB64ParaAltas: pdf('Para borrar'), extension_adjunto: 'pdf' })).json()).toMatchObject({ status: 0 });
  });
});

describe('who may call', () => {
  it('refuses a student token and no token on every call', async () => {
    const student = caller(world.app, world.student);
    for (const url of [
      '/api/Empresa/dameDocumentosPracticas',
      '/api/empresa/documentosAportados',
      '/api/Empresa/dameAnexosPracticas',
      '/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria',
      '/api/empresa/dameDocumentosPracticasPorPrograma',
    ]) {
      expect((await student.get(url)).statusCode).toBe(403);
      expect((await world.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await student.post('/api/empresa/adddoc', otherFile('Alumno'))).statusCode).toBe(403);
    expect((await student.post('/api/empresa/deldoc', { id: 1 })).statusCode).toBe(403);
  });

  it('refuses upload and delete when the brand turns documentation upload off, keeping the lists', async () => {
    await setCompanyBrand(world.pool, { subidaDocumentacion: false });
    try {
      expect((await upload(otherFile('Sin permiso'))).json()).toEqual({ status: 3 });
      const [first] = await documentsOf();
      expect((await company.post('/api/empresa/deldoc', { id: first!.id })).json()).toEqual({ status: 3 });
      const provided = providedDocumentsResponse.parse((await company.get('/api/empresa/documentosAportados')).json()).datos;
      expect(provided.subidaPermitida).toBe(false);
    } finally {
      await setCompanyBrand(world.pool, { subidaDocumentacion: true });
    }
  });
});
