import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/api-client';
import { informativeNoteMaxBytes } from '@portal/contracts';
import {
  choosePdf,
  emptyNoteForm,
  noteProblems,
  noteRequestOf,
  noteServerProblems,
  type NoteForm,
} from './logic';

const pdf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const read = async () => 'JVBERi0xLjQ=';
const written: NoteForm = {
  tipo: 'curricular',
  titulo: ' Calendario ',
  resumen: 'Fechas del curso',
  texto: '',
  pdf: null,
};

describe('the informative note form', () => {
  it('checks a chosen file as the server does, by extension and size, and reads only a good one', async () => {
    expect(await choosePdf(pdf('nota.PDF', 10), read)).toEqual({
      nombre: 'nota.PDF',
      problem: null,
      base64: 'JVBERi0xLjQ=',
    });
    expect(await choosePdf(pdf('nota.docx', 10), read)).toMatchObject({ problem: 'fileType', base64: '' });
    expect(await choosePdf(pdf('nota.pdf', informativeNoteMaxBytes + 1), read)).toMatchObject({
      problem: 'fileSize',
      base64: '',
    });
    expect(await choosePdf(pdf('nota.pdf', informativeNoteMaxBytes), read)).toMatchObject({ problem: null });
  });

  it('asks for the kind, a title and summary within their bounds, and a text or a PDF', () => {
    expect(noteProblems(emptyNoteForm)).toEqual({
      tipo: { key: 'kindRequired' },
      titulo: { key: 'required' },
      resumen: { key: 'required' },
      texto: { key: 'textOrPdf' },
    });
    expect(noteProblems({ ...written, titulo: 'ab', resumen: 'x'.repeat(501) })).toEqual({
      titulo: { key: 'tooShort' },
      resumen: { key: 'tooLong' },
      texto: { key: 'textOrPdf' },
    });
    expect(noteProblems({ ...written, pdf: { nombre: 'a.pdf', problem: null, base64: 'JVBERi0=' } })).toEqual(
      {},
    );
    expect(noteProblems({ ...written, texto: 'Un texto' })).toEqual({});
    expect(noteProblems({ ...written, pdf: { nombre: 'a.txt', problem: 'fileType', base64: '' } })).toEqual({
      pdf: { key: 'fileType' },
    });
  });

  it('sends the fields trimmed, and the text and the PDF only when given', () => {
    expect(noteRequestOf({ ...written, texto: '  Párrafo  ' })).toEqual({
      tipo: 'curricular',
      titulo: 'Calendario',
      resumen: 'Fechas del curso',
      texto: 'Párrafo',
    });
    expect(
      noteRequestOf({ ...written, pdf: { nombre: 'a.pdf', problem: null, base64: 'JVBERi0=' } }),
    ).toEqual({
      tipo: 'curricular',
      titulo: 'Calendario',
      resumen: 'Fechas del curso',
      pdfB64: 'JVBERi0=',
    });
  });

  it("shows the server's refusals at their fields: a PDF refused for its content, and its field errors", () => {
    const words = (status: number) => `catálogo ${status}`;
    expect(noteServerProblems(new ApiError(46), words)).toEqual({ pdf: { text: 'catálogo 46' } });
    expect(noteServerProblems(new ApiError(150), words)).toEqual({ pdf: { text: 'catálogo 150' } });
    const fields = new ApiError(15, 'Revisa el formulario', {
      errores: [
        { campo: 'titulo', mensaje: 'Mínimo 3 caracteres' },
        { campo: 'pdfB64', mensaje: 'Máximo 2796208 caracteres' },
        { campo: 'otro', mensaje: 'x' },
      ],
    });
    expect(noteServerProblems(fields, words)).toEqual({
      titulo: { text: 'Mínimo 3 caracteres' },
      pdf: { text: 'Máximo 2796208 caracteres' },
    });
    expect(noteServerProblems(new ApiError(151), words)).toEqual({});
    expect(noteServerProblems(new Error('offline'), words)).toEqual({});
  });
});
