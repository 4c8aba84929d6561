import { describe, it, expect } from 'vitest';
import { behaviourOf, errorBehaviour, languages, Status, Success } from '@portal/contracts';
import { statusTexts } from '../src/locales/status';
import type { StatusTexts } from '../src/locales/types';

/** Every code of the spec's catalogues: 000 §8 and 001 §8, errors and success messages. */
const specCodes = [
  // 000 §8, errors
  1, 2, 3, 79, 4, 6, 7, 8, 10, 11, 12, 13, 47, 15, 16, 60, 17, 18, 19, 20, 21, 23, 26, 28, 30, 31, 32, 34, 35,
  36, 37, 38, 39, 40, 42, 43, 46, 48, 52, 53, 54, 55, 56, 57, 62, 58, 63, 64, 65, 66, 69, 70, 74, 75, 76, 77,
  78, 80, 83, 84, 115, 90, 91, 94, 95, 111, 113, 500,
  // 000 §8, success
  501, 504, 505, 508, 514, 517, 518, 519, 521, 522, 523, 533, 524, 525, 526, 528, 529, 532, 534, 537, 541,
  618,
  // 001 §8, errors
  9, 14, 25, 27, 29, 33, 44, 49, 68, 72, 73, 81, 98, 108, 109, 543, 544,
  // 001 §8, success
  502, 503, 506, 507, 509, 510, 511, 512, 513, 516, 530, 531, 535, 536, 538, 539, 540, 96, 97, 120,
];

const parts = (entry: StatusTexts): string[] => Object.keys(entry).sort();
const stripAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('status catalogue texts', () => {
  const es = statusTexts.es;
  const esKeys = Object.keys(es).sort();

  it('has the same codes in every language', () => {
    for (const language of languages) {
      expect(Object.keys(statusTexts[language]).sort(), language).toEqual(esKeys);
    }
  });

  it('has the same parts per code in every language', () => {
    for (const language of languages) {
      for (const code of esKeys) {
        expect(parts(statusTexts[language][code]!), `${language} ${code}`).toEqual(parts(es[code]!));
      }
    }
  });

  it('has an entry for every code of Status and Success in every language', () => {
    // A numeric enum also maps its numbers back to their names: the numbers only.
    const statusCodes = Object.values(Status).filter((code) => typeof code === 'number');
    const codes = [...statusCodes, ...Object.values(Success)].filter((code) => code !== Status.ok);
    for (const language of languages) {
      for (const code of codes) {
        expect(statusTexts[language][String(code)], `${language} ${code}`).toBeDefined();
      }
    }
  });

  it("has an entry for every code of the spec's catalogues", () => {
    for (const code of specCodes) expect(es[String(code)], String(code)).toBeDefined();
  });

  it('keys are status codes and no entry is written for success 0', () => {
    for (const code of esKeys) expect(code).toMatch(/^[1-9]\d*$/);
  });

  it('has no empty text and only the known parts', () => {
    for (const language of languages) {
      for (const [code, entry] of Object.entries(statusTexts[language])) {
        expect(entry.titulo.trim(), `${language} ${code} titulo`).not.toBe('');
        expect(entry.cuerpo.trim(), `${language} ${code} cuerpo`).not.toBe('');
        if ('btn_text' in entry) expect(entry.btn_text?.trim(), `${language} ${code} btn_text`).not.toBe('');
        expect(Object.keys(entry).every((part) => ['titulo', 'cuerpo', 'btn_text', 'aviso', 'to'].includes(part))).toBe(
          true,
        );
        if ('aviso' in entry) expect(entry.aviso?.trim(), `${language} ${code} aviso`).not.toBe('');
        // i18next would try to interpolate these.
        expect(`${entry.titulo} ${entry.cuerpo} ${entry.btn_text ?? ''} ${entry.aviso ?? ''}`).not.toMatch(/\{\{|\}\}|\$t\(/);
      }
    }
  });

  it('gives each target a button, a path of the portal in each language, and each new-tab target a notice saying so', () => {
    const targets = Object.entries(statusTexts.es).filter(([, entry]) => entry.to !== undefined);
    expect(targets.map(([code]) => code).sort()).toEqual(['115', '180', '84', '95']);
    for (const language of languages) {
      for (const [code] of targets) {
        const entry = statusTexts[language][code]!;
        expect(entry.to, `${language} ${code}`).toMatch(/^\/[a-z-]+$/);
        expect(entry.btn_text, `${language} ${code}`).toBeTruthy();
        if (behaviourOf(Number(code)).nuevaPestana) expect(entry.aviso, `${language} ${code}`).toMatch(/pestaña nueva|pestanya nova|new tab/);
      }
    }
    // The routes' names per language: the contact page is /contacte in Catalan.
    expect([statusTexts.es['180']!.to, statusTexts.ca['180']!.to, statusTexts.en['180']!.to]).toEqual(['/contacto', '/contacte', '/contacto']);
    // Every code that opens a new tab has somewhere to open.
    for (const [code, behaviour] of Object.entries(errorBehaviour)) {
      if (behaviour.nuevaPestana) expect(statusTexts.es[code]?.to ?? behaviour.to, code).toBeDefined();
    }
  });

  it('tells the user that the reported errors (1, 12, 500) reached the technical team', () => {
    for (const code of ['1', '12', '500']) {
      expect(behaviourOf(Number(code)).report, code).toBe(true);
      expect(statusTexts.es[code]!.aviso, code).toContain('equipo técnico');
      expect(statusTexts.ca[code]!.aviso, code).toContain('equip tècnic');
    }
  });

  it('keeps the Spanish wording the spec quotes', () => {
    expect(es['80']!.titulo).toBe('Atención');
    expect(es['538']!.cuerpo).toBe('Su contacto ha sido creado correctamente.');
    expect(es['525']!.cuerpo).toBe(
      'Por favor, revise el formulario, los campos marcados en rojo son obligatorios o contienen algún error.',
    );
    expect(es['40']!.cuerpo).toBe('Para continuar, responde todas las preguntas obligatorias.');
    // The spec quotes 'sesion finalizada' without the accent; the text shown to users has it.
    expect(stripAccents(es['2']!.titulo)).toBe('sesion finalizada');
    expect(es['2']!.btn_text).toBe('Volver a iniciar sesión');
  });
});
