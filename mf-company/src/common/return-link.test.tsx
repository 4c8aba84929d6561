import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@portal/i18n';
import { ReturnLink } from './ReturnLink';

afterEach(cleanup);
beforeEach(async () => {
  await applyLanguage('es');
});

const at = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <ReturnLink />
    </MemoryRouter>,
  );

describe('the way back from a detour', () => {
  it('leads back to the portal page the detour left, in the user’s language', async () => {
    at('/mi-empresa?volver=%2Fformulario-incorporacion%2F12#company-centres');
    expect(
      screen.getByRole('link', { name: 'Volver al formulario que estabas rellenando' }).getAttribute('href'),
    ).toBe('/formulario-incorporacion/12');
    cleanup();
    await applyLanguage('ca');
    at('/mi-empresa/contactos?volver=%2Fformulario-incorporacion%2F12');
    expect(
      screen.getByRole('link', { name: 'Torna al formulari que estaves omplint' }).getAttribute('href'),
    ).toBe('/formulario-incorporacion/12');
  });

  it('offers nothing without a detour, nor a way out of the portal', () => {
    for (const entry of [
      '/mi-empresa',
      '/mi-empresa?volver=%2F%2Fotro.example',
      '/mi-empresa?volver=https%3A%2F%2Fotro.example',
    ])
      at(entry);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
