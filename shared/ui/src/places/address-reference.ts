import { spainCountryId, type AddressReference, type StudentAddressRequest } from '@portal/contracts';
import type { LanguageDomains } from '@portal/domains';
import type { Place } from './PlaceFields';

/**
 * The server's address rules (contracts `addressRuleFailures`) over the domains a form shows, so
 * a user hears of a mistake at once; the server checks the same rules with its own catalogue.
 */
export const placeReference = ({ domains, lists }: LanguageDomains): AddressReference => ({
  isCountry: (id) => domains.paises.some((country) => country.id === id),
  // The street types come with the bulk lists, whose failure is silent: then the server decides.
  isStreetType: (id) => !lists || lists.tiposVia.some((type) => type.id === id),
  isProvince: (id) => domains.provincias.some((province) => province.idProvincia === id),
  hasMunicipalities: (id) =>
    Object.keys(domains.provincias.find((province) => province.idProvincia === id)?.localidades ?? {})
      .length > 0,
  isMunicipalityOf: (municipalityId, provinceId) =>
    String(municipalityId) in
    (domains.provincias.find((province) => province.idProvincia === provinceId)?.localidades ?? {}),
  islandsOf: (provinceId) =>
    domains.islas.filter((island) => island.idProvincia === provinceId).map((island) => island.idIsla),
});

type PlaceRequest = Pick<
  StudentAddressRequest,
  'idPais' | 'idProvincia' | 'provinciaOtros' | 'idLocalidad' | 'localidadOtros' | 'idIsla'
>;

/** The place as a request sends it: the text of a list that is not shown (province text in Spain...) is not. */
export const placeRequest = (place: Place): PlaceRequest => {
  const inSpain = place.idPais === spainCountryId;
  return {
    idPais: place.idPais,
    idProvincia: inSpain ? place.idProvincia : null,
    provinciaOtros: inSpain ? null : place.provinciaOtros,
    idLocalidad: place.idLocalidad,
    localidadOtros: place.idLocalidad === null ? place.localidadOtros : null,
    idIsla: place.idIsla,
  };
};

/** The place part of a saved address, as PlaceFields holds it. */
export const placeOf = (saved: PlaceRequest): Place => ({
  idPais: saved.idPais ?? null,
  idProvincia: saved.idProvincia ?? null,
  provinciaOtros: saved.provinciaOtros ?? '',
  idLocalidad: saved.idLocalidad ?? null,
  localidadOtros: saved.localidadOtros ?? '',
  idIsla: saved.idIsla ?? null,
});
