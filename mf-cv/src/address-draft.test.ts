import { describe, expect, it } from 'vitest';
import { addressRuleFailures, type Domains } from '@portal/contracts';
import type { LanguageDomains } from '@portal/domains';
import { emptyPlace } from '@portal/ui';
import { clientReference, draftOf, requestOf, type AddressDraft } from './address-draft';
import { normalise } from './address-check';

/** Just enough of the domains: Barcelona with Sabadell, the Balearic Islands with Palma and Mallorca. */
const loaded = {
  domains: {
    paises: [
      { id: 1, iso: 'ES', descripcion: 'España' },
      { id: 250, iso: 'FR', descripcion: 'Francia' },
    ],
    provincias: [
      { idProvincia: '08', nameProvincia: 'Barcelona', localidades: { '8187': 'SABADELL' } },
      { idProvincia: '07', nameProvincia: 'Illes Balears', localidades: { '7040': 'PALMA' } },
      { idProvincia: '53', nameProvincia: 'Desconocida', localidades: {} },
    ],
    islas: [{ idIsla: 1, idProvincia: '07', descripcion: 'Mallorca' }],
  } as unknown as Domains,
} satisfies LanguageDomains;

const sabadell: AddressDraft = {
  ...draftOf(null),
  place: { ...emptyPlace, idProvincia: '08', idLocalidad: 8187, provinciaOtros: 'left over' },
  idTipoVia: 2,
  direccion: ' Rambla ',
  direccionNumero: '12',
  cp: '08208',
};

const failuresOf = (draft: AddressDraft) => {
  const normalised = normalise(requestOf(draft));
  if (!('input' in normalised)) throw new Error('not normalised');
  return addressRuleFailures(normalised.input, clientReference(loaded));
};

describe('the address form', () => {
  it('sends only what the cascade shows, trimmed, empty texts as null', () => {
    const normalised = normalise(requestOf(sabadell));
    expect(normalised).toEqual({
      input: expect.objectContaining({
        direccion: 'Rambla',
        direccionPiso: null,
        provinciaOtros: null,
        localidadOtros: null,
        idLocalidad: 8187,
      }),
    });
    expect(failuresOf(sabadell)).toEqual([]);
  });

  it('applies the server rules to the domains it shows', () => {
    expect(failuresOf({ ...sabadell, cp: '28001' })).toEqual([{ campo: 'cp', regla: 'postalCodeProvince' }]);
    expect(failuresOf({ ...sabadell, place: { ...sabadell.place, idLocalidad: 7040 } })).toEqual([
      { campo: 'idLocalidad', regla: 'notInProvince' },
    ]);
    const palma = {
      ...sabadell,
      cp: '07001',
      place: { ...emptyPlace, idProvincia: '07', idLocalidad: 7040 },
    };
    expect(failuresOf(palma)).toEqual([{ campo: 'idIsla', regla: 'required' }]);
    expect(failuresOf({ ...palma, place: { ...palma.place, idIsla: 1 } })).toEqual([]);
  });

  it('reads a saved address back into the form', () => {
    const saved = {
      idTipoVia: 2,
      direccion: 'Rambla',
      direccionNumero: '12',
      direccionPiso: null,
      direccionPuerta: 'B',
      cp: '75001',
      idPais: 250,
      idProvincia: null,
      provinciaOtros: null,
      idLocalidad: null,
      localidadOtros: 'Paris',
      idIsla: null,
    };
    const draft = draftOf(saved);
    expect(draft.place).toEqual({ ...emptyPlace, idPais: 250, idProvincia: null, localidadOtros: 'Paris' });
    expect(normalise(requestOf(draft))).toEqual({ input: saved });
  });
});
