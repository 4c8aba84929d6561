import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, reportApiError } from '@portal/http';
import { applyLanguage } from '@portal/i18n';
import { ErrorBanner } from './ErrorBanner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(async () => {
  await applyLanguage('es');
});

/** The banner on a page of the CV form, and a marker of the page the banner may lead to. */
const renderBanner = () =>
  render(
    <MemoryRouter initialEntries={['/mi-perfil-cv']}>
      <ErrorBanner />
      <Routes>
        <Route path="/mi-perfil-cv" element={<p>Página del CV</p>} />
        <Route path="/acceso" element={<p>Página de acceso institucional</p>} />
        <Route path="/acces" element={<p>Pàgina d'accés institucional</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the error banner and the catalogue entry (aviso, to per language, new tab)', () => {
  it('opens a new-tab target in a new tab and stays on the page, saying so to screen readers', () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    renderBanner();
    act(() => reportApiError(new ApiError(180)));
    expect(screen.getByRole('alert').textContent).toContain('lo que has escrito aquí se conserva');
    const button = screen.getByRole('button', { name: /Escribir al servicio de empleo y prácticas \(se abre en una pestaña nueva\)/ });
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledWith('/contacto', '_blank', 'noopener,noreferrer');
    expect(screen.getByText('Página del CV')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the entry’s target of the user’s language in the same tab', async () => {
    await applyLanguage('ca');
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    renderBanner();
    act(() => reportApiError(new ApiError(95)));
    fireEvent.click(screen.getByRole('button', { name: "Entrar amb l'usuari institucional" }));
    expect(screen.getByText("Pàgina d'accés institucional")).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });

  it('shows the notice of a reported error and only closes on accept', () => {
    renderBanner();
    act(() => reportApiError(new ApiError(500)));
    expect(screen.getByRole('alert').textContent).toContain('Hemos enviado un informe del error al equipo técnico');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Página del CV')).toBeTruthy();
  });
});
