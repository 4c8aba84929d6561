import { offerExtraRequirements, type Language, type OfferWizardFacts } from '@portal/contracts';
import { createDomainCatalogue, type DomainCatalogue } from '../reference-data/catalogue';

/**
 * The wizard's fields of an offer as a reader sees them (contracts offers/offers.ts
 * offerWizardFacts): reference ids and degree codes turned into names in the reader's language,
 * the company tutor's contact kept for the company and the careers office.
 */
let catalogue: DomainCatalogue | undefined;
const catalogueOf = () => (catalogue ??= createDomainCatalogue());

type Names = Map<number | string, string>;
interface NameTables {
  degrees: Map<string, string>;
  competences: Names;
  itProgrammes: Names;
  interests: Names;
  countries: Names;
  provinces: Names;
  trainingTypes: Names;
  internshipTypes: Names;
  studyScopes: Names;
}
const tables = new Map<Language, NameTables>();

const byId = (items: { id: number; descripcion: string }[]): Names =>
  new Map(items.map((item) => [item.id, item.descripcion]));

const tablesIn = (language: Language): NameTables => {
  const known = tables.get(language);
  if (known) return known;
  const source = catalogueOf();
  const lists = source.lists(language);
  const domains = source.domains(language, new Date().getFullYear());
  const degrees = new Map<string, string>();
  for (const degree of lists.titulaciones) {
    degrees.set(degree.codigo, degree.descripcion);
    // The demo's academic records write codes without their hyphen ("GII" for "G-II").
    degrees.set(degree.codigo.replaceAll('-', ''), degree.descripcion);
  }
  const table: NameTables = {
    degrees,
    competences: byId(lists.competencias),
    itProgrammes: byId(lists.programasInformaticos),
    interests: byId(lists.tagsInteres),
    countries: byId(domains.paises),
    provinces: new Map(domains.provincias.map((province) => [province.idProvincia, province.nameProvincia])),
    trainingTypes: byId(lists.tiposFormacion),
    internshipTypes: byId(domains.tiposContratoPracticas),
    studyScopes: new Map(lists.ambitosEstudio.map((scope) => [scope.idAmbito, scope.ambitoEstudio])),
  };
  tables.set(language, table);
  return table;
};

/** Degree names in the reader's language; a code the catalogue does not know is shown as it is. */
export const degreeNames = (codes: string[], language: Language): string[] => {
  const names = tablesIn(language).degrees;
  return codes.map((code) => names.get(code) ?? code);
};

const namesOf = (ids: (number | string)[], names: Names) =>
  ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined);

/** The columns the facts read (offers o). */
export const offerFactsColumns = `o.tasks AS "factTasks", o.job_post AS "factPost", o.department AS "factDepartment",
  o.town AS "factTown", o.extra AS "factExtra", o.study_aid AS "factStudyAid", o.course AS "factCourse",
  o.internship_type_id AS "factInternshipType", o.company_tutor AS "factCompanyTutor",
  o.university_tutor_name AS "factUniversityTutor"`;

export interface OfferFactsRow {
  factTasks: string | null;
  factPost: string | null;
  factDepartment: string | null;
  factTown: string | null;
  factExtra: unknown;
  factStudyAid: string | null;
  factCourse: string | null;
  factInternshipType: number | null;
  factCompanyTutor: unknown;
  factUniversityTutor: string | null;
}

interface ExtraFields {
  areas?: string[];
  areasTitulaciones?: number[];
  tiposFormacion?: number[];
  experienciaRequerida?: string | null;
  experienciaDeseable?: string | null;
  anioMaximoTitulacion?: number | null;
  requisitosAdicionales?: unknown;
}

interface TutorFields {
  nombre?: string;
  apellidos?: string;
  puesto?: string | null;
  departamento?: string | null;
  titulacion?: string;
  email?: string;
  telefono?: string | null;
}

/** Who reads the offer: a student does not get the company tutor's e-mail and phone. */
export type OfferReader = 'alumno' | 'empresa';

export const offerFacts = (row: OfferFactsRow, language: Language, reader: OfferReader): OfferWizardFacts => {
  const names = tablesIn(language);
  const extra = (row.factExtra ?? {}) as ExtraFields;
  const parsed = offerExtraRequirements.safeParse(extra.requisitosAdicionales ?? {});
  const more = parsed.success ? parsed.data : offerExtraRequirements.parse({});
  const tutor = row.factCompanyTutor as TutorFields | null;
  const hasTutor = Boolean(tutor?.nombre);
  const ownReader = reader === 'empresa';
  return {
    tareas: row.factTasks,
    puesto: row.factPost,
    departamento: row.factDepartment,
    poblacion: row.factTown,
    experienciaRequerida: extra.experienciaRequerida ?? null,
    experienciaDeseable: extra.experienciaDeseable ?? null,
    areas: extra.areas ?? [],
    areasTitulaciones: namesOf(extra.areasTitulaciones ?? [], names.studyScopes),
    tiposFormacion: namesOf(extra.tiposFormacion ?? [], names.trainingTypes),
    anioMaximoTitulacion: extra.anioMaximoTitulacion ?? null,
    competencias: namesOf(more.competencias, names.competences),
    programasInformaticos: namesOf(more.programasInformaticos, names.itProgrammes),
    intereses: namesOf(more.intereses, names.interests),
    nacionalidades: namesOf(more.nacionalidades, names.countries),
    paisesResidencia: namesOf(more.paisesResidencia, names.countries),
    provinciasResidencia: namesOf(more.provinciasResidencia, names.provinces),
    trabajandoActualmente: more.trabajandoActualmente,
    salarioMaximo: more.salarioMaximo,
    idiomasConCertificacion: more.idiomasConCertificacion,
    ayudaEstudio: row.factStudyAid === null ? null : Number(row.factStudyAid),
    curso: row.factCourse,
    tipoPracticas: row.factInternshipType === null ? null : (names.internshipTypes.get(row.factInternshipType) ?? null),
    tutorEmpresa:
      hasTutor && tutor
        ? {
            nombre: tutor.nombre ?? '',
            apellidos: tutor.apellidos ?? '',
            puesto: tutor.puesto ?? null,
            departamento: tutor.departamento ?? null,
            titulacion: tutor.titulacion ?? '',
            email: ownReader ? (tutor.email ?? null) : null,
            telefono: ownReader ? (tutor.telefono ?? null) : null,
          }
        : null,
    tutorUniversidad: row.factUniversityTutor,
  };
};
