import {
  domainLists,
  domains,
  ProvinceIds,
  spainCountryId,
  type ChangeReason,
  type Country,
  type Degree,
  type DomainItem,
  type DomainLists,
  type Domains,
  type EducationCentre,
  type Island,
  type Language,
  type Locality,
  type Province,
  type ProvinceId,
  type StreetType,
} from '@portal/contracts';
import { sortByDescription, sortIgnoringAccents, sortWithCatchAllLast } from './sorting';
import { readSourceData, type SourceData, type WordedEntry, type WordedListName } from './source-data';

/** The first forum year; the list runs to the current year (spec 000 §3.1). */
export const firstForumYear = 2010;

/** ISO 3166-1 alpha-2 code of the country whose id is fixed at 1. */
const spainIso = 'ES';

const column: Record<Language, 1 | 2 | 3> = { es: 1, ca: 2, en: 3 };

const nameIndex: Record<Language, 0 | 1 | 2> = { es: 0, ca: 1, en: 2 };

/** The name in one language of an `[es, ca, en]` triple. */
const nameIn = (names: readonly [string, string, string], language: Language): string =>
  names[nameIndex[language]];

const wordedItem = (entry: WordedEntry, language: Language): DomainItem => ({
  id: entry[0],
  descripcion: entry[column[language]],
});

/** The official municipality id: INE province code followed by the municipality code (`01051` → 1051). */
export const municipalityId = (provinceId: string, municipalityCode: string): number =>
  Number(`${provinceId}${municipalityCode}`);

/** Every list of the portal, worded and sorted per language, built from the shipped data. */
export interface DomainCatalogue {
  domains(language: Language, year: number): Domains;
  lists(language: Language): DomainLists;
  streetTypes(language: Language): StreetType[];
  interestTags(language: Language): DomainItem[];
  itProgrammes(): DomainItem[];
  degrees(language: Language): Degree[];
  changeReasons(language: Language): ChangeReason[];
  companyTypes(language: Language): DomainItem[];
  candidacyStates(language: Language): DomainItem[];
  educationCentres(provinceId: ProvinceId): EducationCentre[];
  provinceHasIslands(provinceId: ProvinceId): boolean;
}

/** Every province but the unknown one (53) has municipalities: anything else is a broken data file. */
const checkMunicipalitiesCoverProvinces = (source: SourceData): void => {
  const withoutMunicipalities = source.provinces
    .filter((province) => (source.municipalities[province.idProvincia] ?? []).length === 0)
    .map((province) => province.idProvincia);
  const unknownProvinces = Object.keys(source.municipalities).filter(
    (provinceId) => !source.provinces.some((province) => province.idProvincia === provinceId),
  );
  if (withoutMunicipalities.join() !== ProvinceIds.unknown || unknownProvinces.length > 0) {
    throw new Error(
      `Municipalities do not match the provinces: none for ${withoutMunicipalities.join()}; unknown provinces ${unknownProvinces.join()}`,
    );
  }
};

export const createDomainCatalogue = (source: SourceData = readSourceData()): DomainCatalogue => {
  checkMunicipalitiesCoverProvinces(source);
  const list = (name: WordedListName, language: Language): DomainItem[] =>
    sortByDescription(
      source.lists[name].map((entry) => wordedItem(entry, language)),
      language,
    );

  const municipalityNames = (provinceId: string): Array<[number, string]> =>
    (source.municipalities[provinceId] ?? []).map(([code, , name]) => [
      municipalityId(provinceId, code),
      name.toLocaleUpperCase('es'),
    ]);

  const provinces = (language: Language): Province[] =>
    sortByDescription(
      source.provinces.map((entry) => ({ descripcion: entry[language], entry })),
      language,
    ).map(({ descripcion, entry }) => ({
      idProvincia: entry.idProvincia,
      nameProvincia: descripcion,
      localidades: Object.fromEntries(municipalityNames(entry.idProvincia)),
    }));

  const countries = (language: Language): Country[] =>
    sortByDescription(
      source.countries.map((entry) => ({
        id: entry.iso === spainIso ? spainCountryId : Number(entry.isoNumeric),
        iso: entry.iso,
        descripcion: entry[language],
      })),
      language,
    );

  const islands = (language: Language): Island[] =>
    sortByDescription(
      source.islands.map(({ idIsla, idProvincia, ...names }) => ({
        idIsla,
        idProvincia,
        descripcion: names[language],
      })),
      language,
    );

  const localities = (): Locality[] =>
    sortByDescription(
      Object.keys(source.municipalities).flatMap((idProvincia) =>
        municipalityNames(idProvincia).map(([id, descripcion]) => ({
          id,
          idProvincia,
          descripcion,
        })),
      ),
      'es',
    );

  const streetTypes = (language: Language): StreetType[] =>
    sortByDescription(
      source.streetTypes.map(([id, abreviatura, ...names]) => ({
        id,
        abreviatura,
        descripcion: nameIn(names, language),
      })),
      language,
    );

  const degrees = (language: Language): Degree[] =>
    sortByDescription(
      source.degrees.map(([id, codigo, nivel, idAmbito, ...names]) => ({
        id,
        codigo,
        nivel,
        idAmbito,
        descripcion: nameIn(names, language),
      })),
      language,
    );

  const changeReasons = (language: Language): ChangeReason[] =>
    sortByDescription(
      source.changeReasons.map(([idMotivo, idEstado, idPerfil, ...names]) => ({
        idMotivo,
        idEstado,
        idPerfil,
        descripcion: nameIn(names, language),
      })),
      language,
    );

  const itProgrammes = (): DomainItem[] =>
    sortByDescription(
      source.itProgrammes.map(([id, descripcion]) => ({ id, descripcion })),
      'es',
    );

  const domainsOf = (language: Language, year: number): Domains =>
    domains.parse({
      provincias: provinces(language),
      paises: countries(language),
      areasFuncionales: sortWithCatchAllLast(list('areasFuncionales', language), language),
      sectores: list('sectores', language),
      tiposContrato: list('tiposContrato', language),
      tiposContratoPracticas: list('tiposContratoPracticas', language),
      tiposEmpresa: list('tiposEmpresa', language),
      tiposDocumentoPracticasAlumno: list('tiposDocumentoPracticasAlumno', language),
      estadosCandidatura: list('estadosCandidatura', language),
      tiposContacto: list('tiposContacto', language),
      islas: islands(language),
      aniosForo: Array.from({ length: year - firstForumYear + 1 }, (_, index) => firstForumYear + index),
    } satisfies Domains);

  const listsOf = (language: Language): DomainLists =>
    domainLists.parse({
      localidades: localities(),
      tiposVia: streetTypes(language),
      titulaciones: degrees(language),
      programasInformaticos: itProgrammes(),
      nivelesProgramasInformaticos: list('nivelesProgramasInformaticos', language),
      competencias: list('competencias', language),
      tiposEstancia: list('tiposEstancia', language),
      tiposContacto: list('tiposContacto', language),
      motivosCambioEstado: changeReasons(language),
      tiposFormacion: list('tiposFormacion', language),
      tiposDocumentoIdentidad: list('tiposDocumentoIdentidad', language),
      tiposContratoExperiencia: list('tiposContratoExperiencia', language),
      subtiposContratoExperiencia: sortByDescription(
        source.experienceSubtypes.map(([id, idTipo, ...names]) => ({
          id,
          idTipo,
          descripcion: nameIn(names, language),
        })),
        language,
      ),
      nivelesTitulacion: list('nivelesTitulacion', language),
      actividadesProfesionales: list('actividadesProfesionales', language),
      ambitosEstudio: sortByDescription(
        source.studyScopes.map((scope) => ({ descripcion: scope[language], scope })),
        language,
      ).map(({ descripcion, scope }) => ({
        idAmbito: scope.idAmbito,
        ambitoEstudio: descripcion,
        especialidades: sortIgnoringAccents(
          scope.especialidades.map((entry) => wordedItem(entry, language)),
          language,
        ),
      })),
      rangosFacturacion: list('rangosFacturacion', language),
      rangosEmpleados: list('rangosEmpleados', language),
      opcionesPublicacion: list('opcionesPublicacion', language),
      tagsInteres: list('tagsInteres', language),
      rangosCreditos: list('rangosCreditos', language),
      nivelesFormativosSNE: list('nivelesFormativosSNE', language),
      idiomas: list('idiomas', language),
      nivelesIdioma: list('nivelesIdioma', language),
    } satisfies DomainLists);

  const islandProvinces = new Set(source.islands.map((entry) => entry.idProvincia));

  // Built once per language (and year), then shared: the CV's PDF and exports, the agreement and
  // the rules read them on every request, and building them sorts thousands of municipalities.
  // Callers only read them.
  const builtDomains = new Map<string, Domains>();
  const builtLists = new Map<Language, DomainLists>();

  return {
    domains: (language, year) => {
      const key = `${language}:${year}`;
      if (!builtDomains.has(key)) builtDomains.set(key, domainsOf(language, year));
      return builtDomains.get(key)!;
    },
    lists: (language) => {
      if (!builtLists.has(language)) builtLists.set(language, listsOf(language));
      return builtLists.get(language)!;
    },
    streetTypes,
    interestTags: (language) => list('tagsInteres', language),
    itProgrammes,
    degrees,
    changeReasons,
    companyTypes: (language) => list('tiposEmpresa', language),
    candidacyStates: (language) => list('estadosCandidatura', language),
    educationCentres: (provinceId) =>
      sortByDescription(
        source.educationCentres
          .filter(([, idProvincia]) => idProvincia === provinceId)
          .map(([id, idProvincia, descripcion]) => ({ id, idProvincia, descripcion })),
        'es',
      ),
    provinceHasIslands: (provinceId) => islandProvinces.has(provinceId),
  };
};
