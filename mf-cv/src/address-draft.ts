import {
  spainCountryId,
  studentAddressRequest,
  type AddressReference,
  type AddressRule,
  type StudentAddress,
  type StudentAddressInput,
  type StudentAddressRequest,
} from '@portal/contracts';
import type { LanguageDomains } from '@portal/domains';
import { emptyPlace, type Place } from '@portal/ui';

/** The address as the form holds it: the shared place fields plus the street. */
export interface AddressDraft {
  place: Place;
  idTipoVia: number | null;
  direccion: string;
  direccionNumero: string;
  direccionPiso: string;
  direccionPuerta: string;
  cp: string;
}

export type AddressField = keyof StudentAddressInput;

export const draftOf = (saved: StudentAddress | null): AddressDraft =>
  saved
    ? {
        place: {
          idPais: saved.idPais,
          idProvincia: saved.idProvincia,
          provinciaOtros: saved.provinciaOtros ?? '',
          idLocalidad: saved.idLocalidad,
          localidadOtros: saved.localidadOtros ?? '',
          idIsla: saved.idIsla,
        },
        idTipoVia: saved.idTipoVia,
        direccion: saved.direccion,
        direccionNumero: saved.direccionNumero,
        direccionPiso: saved.direccionPiso ?? '',
        direccionPuerta: saved.direccionPuerta ?? '',
        cp: saved.cp,
      }
    : {
        place: emptyPlace,
        idTipoVia: null,
        direccion: '',
        direccionNumero: '',
        direccionPiso: '',
        direccionPuerta: '',
        cp: '',
      };

/** What is sent: the text of a list that is not shown (province text in Spain...) is not. */
export const requestOf = ({ place, ...street }: AddressDraft): StudentAddressRequest => {
  const inSpain = place.idPais === spainCountryId;
  return {
    ...street,
    idPais: place.idPais,
    idProvincia: inSpain ? place.idProvincia : null,
    provinciaOtros: inSpain ? null : place.provinciaOtros,
    idLocalidad: place.idLocalidad,
    localidadOtros: place.idLocalidad === null ? place.localidadOtros : null,
    idIsla: place.idIsla,
  };
};

/** The server's rules over the domains the form shows, so the student hears of a mistake at once. */
export const clientReference = ({ domains, lists }: LanguageDomains): AddressReference => ({
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

/** The request as the server reads it (trimmed, empty texts as null), or the fields too long to send. */
export const normalise = (
  request: StudentAddressRequest,
): { input: StudentAddressInput } | { failures: { campo: AddressField; regla: AddressRule }[] } => {
  const parsed = studentAddressRequest.safeParse(request);
  if (parsed.success) return { input: parsed.data };
  return {
    failures: parsed.error.issues.map((issue) => ({
      campo: issue.path[0] as AddressField,
      regla: 'invalid',
    })),
  };
};
