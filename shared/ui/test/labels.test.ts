import { describe, expect, it } from 'vitest';
import { degreeNameOf, documentLabel } from '../src/labels/labels';

describe('labels instead of keys and codes', () => {
  it('names a degree by its code from the reference data, and shows the code only while it is missing', () => {
    const name = degreeNameOf([
      { codigo: 'G-II', descripcion: 'Grado en Ingeniería Informática' },
      { codigo: 'G-AT', descripcion: 'Grado en Arquitectura Técnica y Edificación' },
    ]);
    expect(['G-II', 'G-AT'].map(name)).toEqual([
      'Grado en Ingeniería Informática',
      'Grado en Arquitectura Técnica y Edificación',
    ]);
    expect(name('G-XX')).toBe('G-XX');
    expect(degreeNameOf(undefined)('G-II')).toBe('G-II');
  });

  it('names a requested document in the user’s language, writes an unknown key as words and keeps a typed name', () => {
    expect(documentLabel('certificadoMatricula', 'es')).toBe('Certificado de matrícula');
    expect(documentLabel('certificadoMatricula', 'ca')).toBe('Certificat de matrícula');
    expect(documentLabel('certificadoMatricula', 'en')).toBe('Enrolment certificate');
    expect(documentLabel('informeMedicoOficial', 'es')).toBe('Informe medico oficial');
    expect(documentLabel('Carta de recomendación', 'es')).toBe('Carta de recomendación');
  });
});
