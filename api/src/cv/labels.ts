import type { Language, StudentCv } from '@portal/contracts';
import { cvReference } from './reference';

/**
 * The CV as people read it, for the PDF and the exports: the reference ids worded in one
 * language, and the headings of each section in es, ca and en.
 */
export const cvHeadings = {
  es: {
    studies: 'Formación académica',
    experience: 'Experiencia profesional',
    languages: 'Idiomas',
    staysAbroad: 'Estancias en el extranjero',
    training: 'Formación complementaria',
    certificates: 'Certificados',
    competences: 'Competencias',
    itKnowledge: 'Conocimientos informáticos',
    interests: 'Intereses',
    sectors: 'Sectores de interés',
    profile: 'Perfil',
    links: 'Enlaces',
    current: 'Actualidad',
    grade: 'Nota media',
    inProgress: 'En curso',
    drivingLicence: 'Carné de conducir',
    ownCar: 'Vehículo propio',
    relocation: 'Disponibilidad para cambiar de residencia',
    months: 'meses',
  },
  ca: {
    studies: 'Formació acadèmica',
    experience: 'Experiència professional',
    languages: 'Idiomes',
    staysAbroad: "Estades a l'estranger",
    training: 'Formació complementària',
    certificates: 'Certificats',
    competences: 'Competències',
    itKnowledge: 'Coneixements informàtics',
    interests: 'Interessos',
    sectors: "Sectors d'interès",
    profile: 'Perfil',
    links: 'Enllaços',
    current: 'Actualitat',
    grade: 'Nota mitjana',
    inProgress: 'En curs',
    drivingLicence: 'Carnet de conduir',
    ownCar: 'Vehicle propi',
    relocation: 'Disponibilitat per canviar de residència',
    months: 'mesos',
  },
  en: {
    studies: 'Education',
    experience: 'Work experience',
    languages: 'Languages',
    staysAbroad: 'Stays abroad',
    training: 'Further training',
    certificates: 'Certificates',
    competences: 'Skills',
    itKnowledge: 'IT skills',
    interests: 'Interests',
    sectors: 'Sectors of interest',
    profile: 'Profile',
    links: 'Links',
    current: 'Present',
    grade: 'Average grade',
    inProgress: 'In progress',
    drivingLicence: 'Driving licence',
    ownCar: 'Own car',
    relocation: 'Willing to relocate',
    months: 'months',
  },
} satisfies Record<Language, Record<string, string>>;

export type CvHeadings = (typeof cvHeadings)['es'];

/** Names of the reference ids in one language ('' for an id no list has any more). */
export const cvLabels = (language: Language) => {
  const { names } = cvReference();
  const lists = names.lists(language);
  const domains = names.domains(language, new Date().getFullYear());
  const byId = (items: readonly { id: number; descripcion: string }[]) => {
    const map = new Map(items.map((item) => [item.id, item.descripcion]));
    return (id: number | null | undefined) => (id === null || id === undefined ? '' : (map.get(id) ?? ''));
  };
  return {
    language: byId(lists.idiomas),
    languageLevel: byId(lists.nivelesIdioma),
    country: byId(domains.paises),
    countryIso: (id: number | null) => domains.paises.find((country) => country.id === id)?.iso ?? '',
    province: (id: string | null) => domains.provincias.find((province) => province.idProvincia === id)?.nameProvincia ?? '',
    sector: byId(domains.sectores),
    functionalArea: byId(domains.areasFuncionales),
    stayType: byId(lists.tiposEstancia),
    trainingType: byId(lists.tiposFormacion),
    competence: byId(lists.competencias),
    interestTag: byId(lists.tagsInteres),
    itProgramme: byId(lists.programasInformaticos),
    itLevel: byId(lists.nivelesProgramasInformaticos),
    contractType: byId(lists.tiposContratoExperiencia),
    contractSubtype: byId(lists.subtiposContratoExperiencia),
  };
};

/** "2021 – 2025", "2023-09 – Present": the span of a record. */
export const span = (start: string | number | null, end: string | number | null, headings: CvHeadings) => {
  const short = (value: string | number) => String(value).slice(0, 7);
  if (start === null && end === null) return '';
  if (end === null) return `${start === null ? '' : short(start)} – ${headings.current}`;
  return start === null ? short(end) : `${short(start)} – ${short(end)}`;
};

/** The town of the student's address, as the CV's contact line shows it. */
export const townOf = (cv: StudentCv, language: Language) => {
  const address = cv.domicilio;
  if (!address) return '';
  if (address.localidadOtros) return address.localidadOtros;
  const province = cvReference()
    .names.domains(language, new Date().getFullYear())
    .provincias.find((entry) => entry.idProvincia === address.idProvincia);
  const listed = address.idLocalidad === null ? undefined : province?.localidades[String(address.idLocalidad)];
  const town = listed === undefined ? undefined : titleCase(listed, language);
  // "València, València" says the province twice.
  return [...new Set([town, province?.nameProvincia].filter(Boolean))].join(', ');
};

/** INE writes municipalities in capitals ("VALÈNCIA", "BALLESTERO, EL"): a CV writes them as names. */
const titleCase = (name: string, language: Language) =>
  name
    .toLocaleLowerCase(language)
    .replace(/(^|[\s'(/-])(\p{L})/gu, (_match, before: string, letter: string) => `${before}${letter.toLocaleUpperCase(language)}`);
