import { useState } from 'react';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@portal/i18n';
import {
  ProposalContactFields,
  ProposalField,
  proposalContactProblems,
  useProposalValues,
  type ProposalContactField,
} from '../src/proposal/ProposalFields';

afterEach(cleanup);
beforeEach(async () => {
  await applyLanguage('es');
});

const words = { required: 'Obligatorio', badEmail: 'E-mail no válido', tooShort: 'Demasiado corto' };
const labels = { emailTutor: 'E-mail del tutor', emailFirmante: 'E-mail de la persona firmante', descripcion: 'Descripción' };

describe('the rules of a proposal’s contacts and description', () => {
  it('asks for both e-mails, well formed, and a description of ten characters', () => {
    expect(proposalContactProblems({ emailTutor: '', emailFirmante: ' ', descripcion: '' }, words)).toEqual({
      emailTutor: 'Obligatorio',
      emailFirmante: 'Obligatorio',
      descripcion: 'Obligatorio',
    });
    expect(
      proposalContactProblems({ emailTutor: 'tutora@', emailFirmante: 'firma@empresa.example', descripcion: ' corta ' }, words),
    ).toEqual({ emailTutor: 'E-mail no válido', descripcion: 'Demasiado corto' });
    expect(
      proposalContactProblems(
        { emailTutor: ' tutora@empresa.example ', emailFirmante: 'firma@empresa.example', descripcion: 'Análisis de datos' },
        words,
      ),
    ).toEqual({});
  });
});

describe('the proposal’s fields', () => {
  it('reads a hint before the field and a refusal after it, both tied to it', () => {
    render(<ProposalField id="p-apellidos" label="Apellidos" value="" onValue={() => undefined} hint="Como constan" error="Obligatorio" />);
    const input = screen.getByLabelText('Apellidos');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('p-apellidos-hint p-apellidos-error');
    expect(document.getElementById('p-apellidos-error')?.textContent).toBe('Obligatorio');
  });

  it('draws the e-mails and the description, each change handed back by its field, without contact checks unless asked', () => {
    const Form = () => {
      const [values, setValues] = useState<Record<ProposalContactField, string>>({ emailTutor: '', emailFirmante: '', descripcion: '' });
      return (
        <>
          <ProposalContactFields
            idPrefix="p"
            values={values}
            errors={{ emailFirmante: 'E-mail no válido' }}
            onValue={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            labels={labels}
          />
          <output data-testid="values">{JSON.stringify(values)}</output>
        </>
      );
    };
    render(<Form />);
    const tutor = screen.getByLabelText('E-mail del tutor');
    expect(tutor.getAttribute('type')).toBe('email');
    expect(tutor.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(tutor, { target: { value: 'tutora@empresa.example' } });
    expect(screen.getByTestId('values').textContent).toContain('"emailTutor":"tutora@empresa.example"');
    expect(screen.getByLabelText('E-mail de la persona firmante').getAttribute('aria-describedby')).toBe('p-emailFirmante-error');
    expect(screen.getByLabelText('Descripción').tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the check of a contact where the form gives one, named by its field', () => {
    render(
      <ProposalContactFields
        idPrefix="p"
        values={{ emailTutor: 'tutora@empresa.example', emailFirmante: '', descripcion: '' }}
        errors={{}}
        onValue={() => undefined}
        labels={labels}
        tutorCheck={{ find: () => Promise.resolve({ nameComplet: 'Marta Soler' }) }}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button').textContent).toContain('E-mail del tutor');
  });
});

describe('a proposal form’s values', () => {
  it('clears a field’s refusal when it changes, tells the form which field changed, and ties each field to both', () => {
    const changed: string[] = [];
    const { result } = renderHook(() =>
      useProposalValues('p', { cif: '', descripcion: '' }, (field) => changed.push(field)),
    );
    act(() => result.current.setErrors({ cif: 'Obligatorio', descripcion: 'Demasiado corto' }));
    expect(result.current.fieldProps('cif')).toMatchObject({ id: 'p-cif', value: '', error: 'Obligatorio' });
    act(() => result.current.fieldProps('cif').onValue('B12345678'));
    expect(result.current.values.cif).toBe('B12345678');
    expect(result.current.errors).toEqual({ cif: undefined, descripcion: 'Demasiado corto' });
    expect(changed).toEqual(['cif']);
  });
});
