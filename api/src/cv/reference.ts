import type { Degree } from '@portal/contracts';
import { createDomainCatalogue } from '../reference-data/catalogue';

/**
 * The reference data the CV's ids must belong to: the same catalogue the domains API serves
 * (api/data/), so an id a CV form offers is an id the server accepts. Built on first use.
 */
export interface CvReference {
  countries: ReadonlySet<number>;
  sectors: ReadonlySet<number>;
  functionalAreas: ReadonlySet<number>;
  languages: ReadonlySet<number>;
  languageLevels: ReadonlySet<number>;
  contractTypes: ReadonlySet<number>;
  /** Subtype id to its contract type. */
  contractSubtypes: ReadonlyMap<number, number>;
  stayTypes: ReadonlySet<number>;
  trainingTypes: ReadonlySet<number>;
  competences: ReadonlySet<number>;
  interestTags: ReadonlySet<number>;
  itProgrammes: ReadonlySet<number>;
  itLevels: ReadonlySet<number>;
  identityDocumentTypes: ReadonlySet<number>;
  /** The institution's degrees (addEstudioUniversidad), by id; names in Spanish. */
  degrees: ReadonlyMap<number, Degree>;
  /** Names of a domain entry in each language, for the PDF and the exports. */
  names: ReturnType<typeof createDomainCatalogue>;
}

let reference: CvReference | undefined;

export const cvReference = (): CvReference => {
  if (reference) return reference;
  const catalogue = createDomainCatalogue();
  // Ids do not depend on the language: Spanish names are as good as any to build the sets.
  const lists = catalogue.lists('es');
  const { paises, sectores, areasFuncionales } = catalogue.domains('es', new Date().getFullYear());
  const idsOf = (items: readonly { id: number }[]) => new Set(items.map((item) => item.id));
  reference = {
    countries: idsOf(paises),
    sectors: idsOf(sectores),
    functionalAreas: idsOf(areasFuncionales),
    languages: idsOf(lists.idiomas),
    languageLevels: idsOf(lists.nivelesIdioma),
    contractTypes: idsOf(lists.tiposContratoExperiencia),
    contractSubtypes: new Map(lists.subtiposContratoExperiencia.map((subtype) => [subtype.id, subtype.idTipo])),
    stayTypes: idsOf(lists.tiposEstancia),
    trainingTypes: idsOf(lists.tiposFormacion),
    competences: idsOf(lists.competencias),
    interestTags: idsOf(lists.tagsInteres),
    itProgrammes: idsOf(lists.programasInformaticos),
    itLevels: idsOf(lists.nivelesProgramasInformaticos),
    identityDocumentTypes: idsOf(lists.tiposDocumentoIdentidad),
    degrees: new Map(lists.titulaciones.map((degree) => [degree.id, degree])),
    names: catalogue,
  };
  return reference;
};

/** The fields whose ids are not in their list (null and absent values pass). */
export const unknownIds = (
  checks: Record<string, { value: number | null | undefined | readonly number[]; within: ReadonlySet<number> }>,
): string[] =>
  Object.entries(checks)
    .filter(([, { value, within }]) =>
      value === null || value === undefined
        ? false
        : typeof value === 'number'
          ? !within.has(value)
          : value.some((item) => !within.has(item)),
    )
    .map(([field]) => field);
