import { describe, expect, it } from 'vitest';
import { queueIds } from '@portal/contracts';
import { fileNameOf, formatAge, formatWhen, kindOf } from './values';
import { wordsOf } from './words';

describe('values of a record', () => {
  it('tells dates, download paths, tables, lists, objects and empties apart', () => {
    expect(kindOf('2026-03-07T11:00:00.000Z')).toEqual({ kind: 'date', iso: '2026-03-07T11:00:00.000Z', withTime: true });
    expect(kindOf('2026-03-07')).toEqual({ kind: 'date', iso: '2026-03-07', withTime: false });
    expect(kindOf('/api/Orientacion/convenios/3/escritura')).toEqual({ kind: 'download', path: '/api/Orientacion/convenios/3/escritura' });
    expect(kindOf('B1234567')).toEqual({ kind: 'text', text: 'B1234567' });
    expect(kindOf(null)).toEqual({ kind: 'empty' });
    expect(kindOf('')).toEqual({ kind: 'empty' });
    expect(kindOf(false)).toEqual({ kind: 'boolean', value: false });
    expect(kindOf(['a', 'b'])).toEqual({ kind: 'list', items: ['a', 'b'] });
    expect(kindOf([{ a: 1 }, { a: 2, b: 3 }])).toEqual({ kind: 'table', rows: [{ a: 1 }, { a: 2, b: 3 }], columns: ['a', 'b'] });
    expect(kindOf({ x: 1 })).toEqual({ kind: 'object', entries: [['x', 1]] });
    expect(fileNameOf('/api/x/convenio%20firmado.pdf')).toBe('convenio firmado.pdf');
  });

  it('writes dates and ages in the user language', () => {
    expect(formatWhen('2026-03-07', false, 'es')).toBe('7 de marzo de 2026');
    expect(formatWhen('2026-03-07', false, 'ca')).toBe('7 de març del 2026');
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatAge('2026-03-07T11:00:00Z', 'es', now)).toBe('hace 3 días');
    expect(formatAge('2026-03-07T11:00:00Z', 'ca', now)).toBe('fa 3 dies');
    expect(formatAge('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
  });
});

describe('words of a queue', () => {
  it('reads the labels of the shown language and falls back to the raw key', () => {
    const words = wordsOf('empresas', 'ca');
    expect(words.state('rechazada')).toBe('Rebutjada');
    expect(words.field('unCampoNuevo')).toBe('unCampoNuevo');
    expect(words.estados).toEqual(['pendiente', 'validada', 'rechazada']);
    expect(words.decisionFields('validar')).toEqual([]);
  });

  it('has every queue named, described and its states worded in es, ca and en', () => {
    for (const cola of queueIds) {
      for (const language of ['es', 'ca', 'en']) {
        const words = wordsOf(cola, language);
        expect(words.titulo, `${cola} ${language}`).toMatch(/\p{L}{3}/u);
        expect(words.descripcion, `${cola} ${language}`).toMatch(/\p{L}{3}/u);
        expect(words.estados.length, `${cola} ${language}`).toBeGreaterThan(0);
        for (const state of words.estados) expect(words.state(state)).not.toBe(state);
      }
    }
  });
});
