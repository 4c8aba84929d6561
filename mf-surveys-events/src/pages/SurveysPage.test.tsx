import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@portal/i18n';
import type { SurveySummary } from '@portal/contracts';
import { surveysApi } from '../api';
import SurveysPage from './SurveysPage';

/** 23 surveys: the first 3 answered, so the pending 20 come first. */
const surveys: SurveySummary[] = Array.from({ length: 23 }, (_, index) => ({
  idEncuesta: index + 1,
  titulo: `Encuesta ${index + 1}`,
  urlAcceso: `encuesta-${index + 1}`,
  obligatoria: false,
  contestada: index < 3,
  fechaFin: null,
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(async () => {
  await applyLanguage('es');
  vi.spyOn(surveysApi, 'list').mockResolvedValue(surveys);
});

const titles = () => within(screen.getByTestId('surveys-list')).getAllByRole('heading').map((heading) => heading.textContent);

describe('the surveys list, a page at a time', () => {
  it('shows 10 surveys a page, pending first, and walks the pages with previous and next', async () => {
    render(
      <MemoryRouter>
        <SurveysPage />
      </MemoryRouter>,
    );
    await screen.findByTestId('surveys-list');
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toBe('Encuesta 4');
    const pages = screen.getByRole('navigation', { name: 'Páginas de la lista' });
    expect(pages.textContent).toContain('Página 1 de 3');
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', true);

    fireEvent.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    expect(pages.textContent).toContain('Página 3 de 3');
    expect(titles()).toEqual(['Encuesta 1', 'Encuesta 2', 'Encuesta 3']);
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByTestId('surveys-list'));

    fireEvent.click(within(pages).getByRole('button', { name: 'Anterior' }));
    expect(titles()[0]).toBe('Encuesta 14');
  });

  it('shows no pages for a list that fits one', async () => {
    vi.spyOn(surveysApi, 'list').mockResolvedValue(surveys.slice(0, 4));
    render(
      <MemoryRouter>
        <SurveysPage />
      </MemoryRouter>,
    );
    await screen.findByTestId('surveys-list');
    expect(titles()).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Páginas de la lista' })).toBeNull();
  });
});
