import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/api-client';
import { applyLanguage } from '@portal/i18n';
import type { SurveyAccess } from '@portal/contracts';
import { surveysApi } from '../api';
import { SurveyAccessStep } from './SurveyAccessStep';
import '../surveys-i18n';

const access: SurveyAccess = {
  idEncuesta: 7,
  titulo: 'Seguimiento de titulados',
  descripcion: '',
  permiteAnonimo: false,
  permiteUsuarios: true,
  paraAlumnos: true,
  paraEmpresa: false,
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});
beforeEach(async () => {
  await applyLanguage('es');
  // jsdom draws nothing: a refusal's scrolling into view is recorded, not done.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('the institutional login inside a survey', () => {
  it('offers it to students, leaving for the identity provider with the survey to come back to', () => {
    render(<SurveyAccessStep access={access} onReady={vi.fn()} />);
    const start = screen.getByRole('link', { name: 'Entrar con el usuario institucional' });
    expect(start.getAttribute('href')).toMatch(/\/api\/saml\/login\?encuesta=7$/);
    cleanup();
    render(<SurveyAccessStep access={{ ...access, paraAlumnos: false, paraEmpresa: true }} onReady={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Entrar con el usuario institucional' })).toBeNull();
  });

  it('on the way back, validates the code once, drops it from the address and answers as the student', async () => {
    const code = 'c'.repeat(43);
    window.history.replaceState(null, '', `/encuestas/7/acceso#respuesta=${code}`);
    const validate = vi.spyOn(surveysApi, 'institutionalLogin').mockResolvedValue({ token: 'survey-token' } as never);
    const onReady = vi.fn();
    render(<SurveyAccessStep access={access} onReady={onReady} />);
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(onReady).toHaveBeenCalledWith({ kind: 'user', userType: 'Alumno', token: 'survey-token' }));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledWith(7, code, { silent: true });
  });

  it('shows the survey’s refusal (38) or a failed return, and the way to try again', async () => {
    window.history.replaceState(null, '', `/encuestas/7/acceso#respuesta=${'d'.repeat(43)}`);
    vi.spyOn(surveysApi, 'institutionalLogin').mockRejectedValue(new ApiError(38, 'Esta encuesta no está dirigida a ti.'));
    render(<SurveyAccessStep access={access} onReady={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Esta encuesta no está dirigida a ti.');
    expect(screen.getByRole('link', { name: 'Entrar con el usuario institucional' })).toBeTruthy();
    cleanup();

    window.history.replaceState(null, '', '/encuestas/7/acceso#error=1');
    render(<SurveyAccessStep access={access} onReady={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('No hemos podido comprobar tu acceso institucional');
    expect(window.location.hash).toBe('');
  });
});
