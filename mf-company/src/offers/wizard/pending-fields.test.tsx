import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@portal/i18n';
import { PendingFields } from './PendingFields';

afterEach(cleanup);

describe('a copy saved as a draft', () => {
  it('names the fields it still needs by their wizard labels, never by their keys', async () => {
    await applyLanguage('es');
    render(
      <PendingFields
        fields={[
          { campo: 'tareas', mensaje: 'Este campo es requerido' },
          { campo: 'tutorEmpresa.email', mensaje: 'Este campo es requerido' },
          { campo: 'requisitosAdicionales.competencias', mensaje: 'El valor no es válido' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Esta copia es un borrador');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tareas: Este campo es requerido',
      'Tutor de la empresa: Email: Este campo es requerido',
      'Competencias: El valor no es válido',
    ]);
  });

  it('says in Catalan that a complete copy only needs to be saved', async () => {
    await applyLanguage('ca');
    render(<PendingFields fields={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Ningú no la veurà fins que la revisis i la desis.')).toBeTruthy();
  });
});
