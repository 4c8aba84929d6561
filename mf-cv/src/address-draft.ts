import type { StudentAddress, StudentAddressInput, StudentAddressRequest } from '@portal/contracts';
import { emptyPlace, placeReference, placeRequest, type Place } from '@portal/ui';

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

/** What is sent: the street as typed and the place as the shared helper sends it. */
export const requestOf = ({ place, ...street }: AddressDraft): StudentAddressRequest => ({
  ...street,
  ...placeRequest(place),
});

/** The server's rules over the domains the form shows (shared with the other address forms). */
export const clientReference = placeReference;
