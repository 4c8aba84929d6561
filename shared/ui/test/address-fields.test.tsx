import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Domains } from '@portal/contracts';
import { domainsStore } from '@portal/domains';
import { applyLanguage } from '@portal/i18n';
import { AddressFields, addressFieldIds, type AddressDraft } from '../src/address/AddressFields';
import { emptyPlace } from '../src/places/PlaceFields';

afterEach(cleanup);
beforeEach(async () => {
  await applyLanguage('es');
  // The reference data as the shared cache holds it once loaded: nothing is fetched.
  domainsStore.setState({
    byLanguage: {
      es: {
        domains: {
          paises: [
            { id: 1, descripcion: 'España' },
            { id: 2, descripcion: 'Francia' },
          ],
          provincias: [{ idProvincia: '46', nameProvincia: 'Valencia', localidades: { '46250': 'València' } }],
          islas: [],
        } as unknown as Domains,
        lists: { tiposVia: [{ id: 1, descripcion: 'Calle' }] } as never,
      },
    },
    errors: {},
  });
});

const Form = ({ errors }: { errors: Record<string, string> }) => {
  const [draft, setDraft] = useState<AddressDraft>({ place: emptyPlace, idTipoVia: null, direccion: '', cp: '' });
  return (
    <form>
      <AddressFields
        idPrefix="test-address"
        value={draft}
        onChange={setDraft}
        errors={errors}
        fields={[
          { field: 'direccion', label: 'Calle', required: true },
          { field: 'cp', label: 'Código postal', required: true, maxLength: 12 },
        ]}
      />
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </form>
  );
};

describe('the shared address fields', () => {
  it('names every element from the prefix, as the refusals focus them', () => {
    const ids = addressFieldIds('cv-address');
    expect(ids.direccion).toBe('cv-address-street');
    expect(ids.cp).toBe('cv-address-postal-code');
    expect(ids.idProvincia).toBe(ids.provinciaOtros);
    expect(ids.idTipoVia).toBe('cv-address-street-type');
  });

  it('draws the typed fields with the form’s labels, and hands each change to the form', () => {
    render(<Form errors={{}} />);
    const street = screen.getByLabelText(/^Calle/);
    expect(street.id).toBe('test-address-street');
    expect(street).toHaveProperty('required', true);
    expect(screen.getByLabelText(/^Código postal/)).toHaveProperty('maxLength', 12);
    fireEvent.change(street, { target: { value: 'de Colón' } });
    expect(screen.getByTestId('draft').textContent).toContain('"direccion":"de Colón"');
    expect(screen.getByRole('combobox', { name: /País/ })).toBeTruthy();
  });

  it('marks a refused typed field, a place and the street type invalid, each described by its message', async () => {
    await act(async () => {
      render(<Form errors={{ cp: 'Código postal no válido', idProvincia: 'Este campo es requerido', idTipoVia: 'Elige uno', nombre: 'ignored' }} />);
    });
    const postalCode = screen.getByLabelText(/^Código postal/);
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(postalCode.getAttribute('aria-describedby')!)?.textContent).toBe('Código postal no válido');
    // A place field's message is named by its field, in the list under the place selects.
    expect(screen.getByText('Provincia: Este campo es requerido').id).toBe('test-address-idProvincia-error');
    const province = document.getElementById('test-address-province')!;
    expect(province.getAttribute('aria-invalid')).toBe('true');
    expect(province.getAttribute('aria-describedby')).toBe('test-address-idProvincia-error');
    const streetType = document.getElementById('test-address-street-type')!;
    expect(streetType.getAttribute('aria-describedby')).toBe('test-address-idTipoVia-error');
    expect(screen.getByText('Elige uno')).toBeTruthy();
    expect(screen.queryByText('ignored')).toBeNull();
    expect(document.getElementById('test-address-country')?.hasAttribute('aria-invalid')).toBe(false);
  });
});
