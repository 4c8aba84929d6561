import { useMemo } from 'react';
import type { Degree, Language } from '@portal/contracts';
import { useLanguage, useLoadedDomains } from './use-language';

/**
 * Every value shown to a person is a label in their language, never a key or a code: the degree
 * codes an offer stores ("G-II") and the keys of the documents an offer asks for
 * ("certificadoMatricula") are shown by their names.
 */

/** The name of each degree by its code, from the reference data; the code itself until it arrives. */
export const degreeNameOf =
  (degrees: readonly Pick<Degree, 'codigo' | 'descripcion'>[] | undefined) =>
  (code: string): string =>
    degrees?.find((degree) => degree.codigo === code)?.descripcion ?? code;

/** The degree names of the user's language (the shared reference-data cache). */
export const useDegreeName = (): ((code: string) => string) => {
  const domains = useLoadedDomains();
  const degrees = domains?.lists?.titulaciones;
  return useMemo(() => degreeNameOf(degrees), [degrees]);
};

/** The documents offers ask for by key (their key is what the student's upload answers to). */
const documentNames: Record<Language, Record<string, string>> = {
  es: {
    certificadoMatricula: 'Certificado de matrícula',
    expedienteAcademico: 'Expediente académico',
    copiaDni: 'Copia del DNI o NIE',
    copiaTitulo: 'Copia del título',
    cartaPresentacion: 'Carta de presentación',
    cartaMotivacion: 'Carta de motivación',
    certificadoIdiomas: 'Certificado de idiomas',
    certificadoDiscapacidad: 'Certificado de discapacidad',
    curriculum: 'Currículum',
  },
  ca: {
    certificadoMatricula: 'Certificat de matrícula',
    expedienteAcademico: 'Expedient acadèmic',
    copiaDni: 'Còpia del DNI o NIE',
    copiaTitulo: 'Còpia del títol',
    cartaPresentacion: 'Carta de presentació',
    cartaMotivacion: 'Carta de motivació',
    certificadoIdiomas: 'Certificat d’idiomes',
    certificadoDiscapacidad: 'Certificat de discapacitat',
    curriculum: 'Currículum',
  },
  en: {
    certificadoMatricula: 'Enrolment certificate',
    expedienteAcademico: 'Academic transcript',
    copiaDni: 'Copy of the national ID (DNI or NIE)',
    copiaTitulo: 'Copy of the degree certificate',
    cartaPresentacion: 'Cover letter',
    cartaMotivacion: 'Motivation letter',
    certificadoIdiomas: 'Language certificate',
    certificadoDiscapacidad: 'Disability certificate',
    curriculum: 'CV',
  },
};

/**
 * The name of a document an offer asks for: the catalogue's in the user's language; a key the
 * catalogue lacks written as words ("informeMedico" → "Informe medico"); a name the company typed
 * ("Carta de recomendación") as it is.
 */
export const documentLabel = (key: string, language: Language): string => {
  const known = documentNames[language][key];
  if (known) return known;
  if (!/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(key)) return key;
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `documentLabel` in the user's language. */
export const useDocumentLabel = (): ((key: string) => string) => {
  const language = useLanguage();
  return useMemo(() => (key: string) => documentLabel(key, language), [language]);
};
