import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@portal/i18n';
import { OfficeWaits } from '../src/office-waits/OfficeWaits';

const now = new Date('2026-11-26T12:00:00Z');
const waits = [
  { cola: 'ofertas' as const, titulo: 'Prácticas de verano', estado: 'pendiente', desde: '2026-11-23T09:00:00Z', enlace: '/mis-ofertas' },
  { cola: 'convenios' as const, titulo: 'Convenio 2026', estado: 'enviadoSecretaria', desde: '2026-11-26T08:00:00Z', enlace: null },
];

afterEach(cleanup);

describe('what the user waits for from the careers office', () => {
  it('names each wait as its owner sees it, since when, and links to where it is seen', async () => {
    await applyLanguage('es');
    render(
      <MemoryRouter>
        <OfficeWaits waits={waits} now={now} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Pendiente del servicio de empleo');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Validación de la oferta Prácticas de verano desde hace 3 días Ver: Prácticas de verano',
      'Convenio de colaboración Convenio 2026 desde hoy',
    ]);
    expect(screen.getByRole('link', { name: /^Ver ?: Prácticas de verano$/ }).getAttribute('href')).toBe('/mis-ofertas');
  });

  it('says it in Catalan, and shows nothing while nothing waits', async () => {
    await applyLanguage('ca');
    const { container, rerender } = render(
      <MemoryRouter>
        <OfficeWaits waits={waits.slice(0, 1)} now={now} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe("Pendent del servei d'ocupació");
    expect(screen.getByRole('listitem').textContent).toContain('des de fa 3 dies');
    rerender(
      <MemoryRouter>
        <OfficeWaits waits={[]} now={now} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
