import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/api-client';
import type { StaffGuide } from '@portal/contracts';
import { guideDisplayHtml } from './guide-html';
import { afterMove, emptyForm, formProblems, requestOf, serverProblems, type GuideForm } from './logic';

const png = { nombre: 'foto.png', extension: 'png', ficheroB64: 'iVBORw0KGgo=', preview: 'data:image/png;base64,iVBORw0KGgo=' };
const filled = (): GuideForm => {
  const form = emptyForm();
  form.textos.es = { titulo: 'Tu CV', descripcion: '<p>Claro y breve</p>', textoImagen: '' };
  return form;
};

describe('the guide form', () => {
  it('asks for the whole Spanish guide, and a whole translation or none', () => {
    expect(formProblems(emptyForm())).toEqual({ 'textos.es.titulo': { key: 'required' }, 'textos.es.descripcion': { key: 'required' } });
    const form = filled();
    expect(formProblems(form)).toEqual({});
    form.textos.ca.titulo = 'El teu CV';
    expect(formProblems(form)).toEqual({ 'textos.ca.descripcion': { key: 'incomplete' } });
  });

  it('asks for the image’s alternative text in each language written, and checks the chosen files', () => {
    const form = { ...filled(), imagen: { kind: 'new', file: png } } as GuideForm;
    form.textos.en = { titulo: 'Your CV', descripcion: '<p>Short</p>', textoImagen: '' };
    expect(formProblems(form)).toEqual({ 'textos.es.textoImagen': { key: 'altRequired' }, 'textos.en.textoImagen': { key: 'altRequired' } });
    const svg = { ...filled(), imagen: { kind: 'new', file: { ...png, extension: 'svg' } } } as GuideForm;
    svg.textos.es.textoImagen = 'Un CV';
    expect(formProblems(svg)).toEqual({ imagen: { key: 'fileType' } });
    const big = { ...svg, imagen: { kind: 'new', file: { ...png, ficheroB64: 'A'.repeat(1_500_000) } } } as GuideForm;
    expect(formProblems(big)).toEqual({ imagen: { key: 'fileSize' } });
    expect(formProblems({ ...filled(), adjunto: { kind: 'link', url: 'javascript:alert(1)' } })).toEqual({ adjunto: { key: 'linkInvalid' } });
    expect(formProblems({ ...filled(), textos: { ...filled().textos, es: { titulo: 't'.repeat(151), descripcion: 'x', textoImagen: '' } } })).toEqual({
      'textos.es.titulo': { key: 'tooLong.titulo' },
    });
  });

  it('sends what changed of the image and the attachment', () => {
    expect(requestOf({ ...filled(), imagen: { kind: 'current', url: '/x.png' }, adjunto: { kind: 'link', url: ' https://www.sepe.es/ ' } })).toMatchObject({
      imagen: { accion: 'mantener' },
      adjunto: { accion: 'enlace', url: 'https://www.sepe.es/' },
    });
    expect(requestOf({ ...filled(), imagen: { kind: 'new', file: png } }).imagen).toEqual({ accion: 'subir', extension: 'png', ficheroB64: png.ficheroB64 });
    expect(requestOf(filled())).toMatchObject({ imagen: { accion: 'quitar' }, adjunto: { accion: 'quitar' } });
  });

  it("puts the server's field errors on the form's fields", () => {
    const refusal = new ApiError(15, 'Revise el formulario', {
      status: 15,
      errores: [
        { campo: 'textos.ca.descripcion', mensaje: 'No se admite <script>' },
        { campo: 'body', mensaje: 'otra cosa' },
      ],
    });
    expect(serverProblems(refusal)).toEqual({ 'textos.ca.descripcion': { text: 'No se admite <script>' } });
  });

  it('previews the description as students see it: no script, handler, style or javascript: link', () => {
    const html = guideDisplayHtml('<h2 style="color:red">Hola</h2><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">mal</a> <a href="https://www.sepe.es/">SEPE</a>');
    expect(html).not.toMatch(/script|onerror|javascript:|style=|<img/i);
    expect(html).toContain('<h2>Hola</h2>');
    expect(html).toContain('<a href="https://www.sepe.es/" target="_blank" rel="noopener noreferrer">SEPE</a>');
  });
});

describe('the order of the guides', () => {
  const guide = (id: number, posicion: number) => ({ id, posicion, version: `v${id}` }) as StaffGuide;
  it('swaps the moved guide with its neighbour', () => {
    const moved = afterMove([guide(1, 1), guide(2, 2), guide(3, 3)], { ...guide(3, 2), version: 'new' });
    expect(moved.map((item) => [item.id, item.posicion, item.version])).toEqual([
      [1, 1, 'v1'],
      [3, 2, 'new'],
      [2, 3, 'v2'],
    ]);
  });
});
