import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/api-client';
import { applyLanguage } from '@portal/i18n';
import { StatusNotice } from '../src/refusals/StatusNotice';
import { fixesOf } from '../src/refusals/fixes';
import { landingOf, useLandOnHash } from '../src/refusals/land';

afterEach(cleanup);
beforeEach(async () => {
  await applyLanguage('es');
  // jsdom draws nothing: scrolling is recorded, not done.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('where each refusal is fixed (one table for the portal)', () => {
  it('sends a student without studies (26, 57) to the study form and without search (54) to the switch', () => {
    expect(fixesOf(26).map((fix) => fix.path)).toEqual(['/mi-perfil-cv?anadir=estudios#estudios']);
    expect(fixesOf(57).map((fix) => fix.path)).toEqual(['/mi-perfil-cv?anadir=estudios#estudios']);
    expect(fixesOf(54)).toEqual([
      expect.objectContaining({
        path: '/mi-perfil-cv?editar=busqueda&campo=practicas#busqueda',
        field: 'practicas',
      }),
    ]);
    expect(fixesOf(54, { offerType: 'empleo' })[0]?.field).toBe('trabajo');
  });

  it('sends 11 to the documents the offer asks for and 518 to each missing datum, or to both sections when unknown', () => {
    expect(fixesOf(11, { offerSlug: 'practicas-web' })[0]?.path).toBe(
      '/mi-perfil-cv?oferta=practicas-web#documentos',
    );
    expect(fixesOf(518, { missingData: ['telefono', 'numSeguridadSocial'] }).map((fix) => fix.path)).toEqual([
      '/mi-perfil-cv?editar=datos-personales&campo=telefono#datos-personales',
      '/mi-perfil-cv?editar=seguridad-social&campo=numSeguridadSocial#seguridad-social',
    ]);
    expect(fixesOf(518).map((fix) => fix.anchor)).toEqual(['datos-personales', 'seguridad-social']);
  });

  it('sends a company without IBAN (72, 535) to the IBAN field, back to where it was, and date and dedication refusals to the wizard step', () => {
    expect(fixesOf(72, { returnTo: '/nueva-oferta/practicas' })[0]?.path).toBe(
      '/formulario-datos?campo=iban&volver=%2Fnueva-oferta%2Fpracticas#iban',
    );
    expect(fixesOf(535)[0]?.path).toBe('/formulario-datos?campo=iban#iban');
    expect(fixesOf(27)).toEqual([expect.objectContaining({ path: null, step: 1, field: 'fechaInicio' })]);
    expect(fixesOf(109)[0]?.field).toBe('fechaInicio');
    expect(fixesOf(58)[0]?.field).toBe('tiempoDedicacionJornada');
  });

  it('offers nothing for what the user cannot change', () => {
    for (const status of [4, 10, 13, 30, 500]) expect(fixesOf(status)).toEqual([]);
  });
});

describe('the refusal notice', () => {
  it('shows the code’s texts, links to the fix, and is announced and focused when it appears', () => {
    render(
      <MemoryRouter>
        <StatusNotice error={new ApiError(26)} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No hay estudios');
    const link = screen.getByRole('link', { name: 'Añade tus estudios en tu currículum' });
    expect(link.getAttribute('href')).toBe('/mi-perfil-cv?anadir=estudios#estudios');
    expect(document.activeElement).toBe(alert.parentElement);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('speaks the user’s language, lists the server’s field messages, and neither links nor steals the focus for a success', async () => {
    await applyLanguage('ca');
    render(
      <MemoryRouter>
        <StatusNotice status={54} messages={['Màxim 24']} />
        <StatusNotice status={532} tone="success" />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('link', { name: 'Activa la cerca de pràctiques o de feina al currículum' }),
    ).toBeTruthy();
    expect(screen.getByText('Màxim 24')).toBeTruthy();
    expect(screen.getByRole('status').querySelector('a')).toBeNull();
  });

  it('lets the refused form fix itself when the place is one of its own steps', () => {
    const onFix = vi.fn();
    render(
      <MemoryRouter>
        <StatusNotice status={27} onFix={onFix} />
        <StatusNotice status={58} focusOnShow={false} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Corrige la fecha de inicio' }));
    expect(onFix).toHaveBeenCalledWith(expect.objectContaining({ step: 1, field: 'fechaInicio' }));
    // Without a form to fix it, no dead link is offered.
    expect(screen.queryByRole('button', { name: 'Corrige la dedicación' })).toBeNull();
  });
});

describe('landing where a fix leads', () => {
  const section = () => {
    const target = document.createElement('section');
    target.id = 'busqueda';
    target.innerHTML =
      '<h2>Búsqueda</h2><form><input name="trabajo" type="checkbox"><input name="practicas" type="checkbox"></form>';
    return target;
  };

  it('focuses the field the link names, else the form it opened, else the heading', () => {
    const target = section();
    expect(
      landingOf(target, new URLSearchParams('editar=busqueda&campo=practicas')).getAttribute('name'),
    ).toBe('practicas');
    expect(landingOf(target, new URLSearchParams('editar=busqueda')).getAttribute('name')).toBe('trabajo');
    expect(landingOf(target, new URLSearchParams('')).tagName).toBe('H2');
  });

  it('brings the anchor into view once the page is ready and focuses the field', async () => {
    const Page = () => {
      useLandOnHash(true);
      return (
        <section id="busqueda">
          <h2>Búsqueda</h2>
          <form>
            <input name="practicas" type="checkbox" aria-label="Busco prácticas" />
          </form>
        </section>
      );
    };
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    render(
      <MemoryRouter initialEntries={['/mi-perfil-cv?editar=busqueda&campo=practicas#busqueda']}>
        <Routes>
          <Route path="/mi-perfil-cv" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    vi.useRealTimers();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Busco prácticas' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});

describe('the catalogue entry’s notice and target (aviso, to per language, new tab)', () => {
  it('links a refusal with no fix of its own to the entry’s target, in a new tab when the code says so', async () => {
    render(
      <MemoryRouter>
        <StatusNotice error={new ApiError(180)} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Escribir al servicio de empleo y prácticas/ });
    expect(link.getAttribute('href')).toBe('/contacto');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(se abre en una pestaña nueva)');
    expect(screen.getByRole('alert').textContent).toContain('lo que has escrito aquí se conserva');
    cleanup();

    await applyLanguage('ca');
    render(
      <MemoryRouter>
        <StatusNotice error={new ApiError(180)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Escriure al servei/ }).getAttribute('href')).toBe('/contacte');
  });

  it('shows the notice of a reported error and no link where the entry has no target', () => {
    render(
      <MemoryRouter>
        <StatusNotice error={new ApiError(500)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Hemos enviado un informe del error al equipo técnico',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('prefers the page’s own fix to the entry’s generic target', () => {
    render(
      <MemoryRouter>
        <StatusNotice error={new ApiError(26)} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('a form refused for its fields', () => {
  it('is summed up as 525 ("Revisa el formulario") above the fields’ messages; 15 alone keeps its own text', () => {
    render(
      <MemoryRouter>
        <StatusNotice
          error={
            new ApiError(15, undefined, {
              errores: [{ campo: 'nombreEmpresa', mensaje: 'Este campo es requerido' }],
            })
          }
        />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Revisa el formulario');
    expect(alert.textContent).toContain('Este campo es requerido');
    expect(alert.parentElement?.getAttribute('data-status')).toBe('525');
    cleanup();
    render(
      <MemoryRouter>
        <StatusNotice error={new ApiError(15)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Faltan datos obligatorios');
  });
});

describe('the refused fields of a form, each a link to its field', () => {
  /** A form as the portal draws one: a label with its "required" mark, the field tied to its error. */
  const Form = ({ refused }: { refused: boolean }) => (
    <form>
      <label htmlFor="hours">
        Horas al día<span className="company-required"> (obligatorio)</span>
      </label>
      <input
        id="hours"
        name="horasAldia"
        aria-invalid={refused || undefined}
        aria-describedby={refused ? 'hours-hint hours-error' : 'hours-hint'}
      />
      <span id="hours-hint">Como máximo 5</span>
      {refused ? (
        <span id="hours-error" className="portal-field__error">
          Unas prácticas admiten como máximo 5 horas al día
        </span>
      ) : null}
      <label htmlFor="days">Días por semana</label>
      <input id="days" name="numeroDiasSemana" />
    </form>
  );

  it('names each marked field by its label, lands on it when followed, and lets it go once fixed', async () => {
    const { rerender } = render(
      <MemoryRouter>
        <StatusNotice status={525} />
        <Form refused />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Horas al día' });
    // The notice's list of fields to correct holds that field's link.
    expect(
      within(screen.getByRole('list', { name: 'Campos por corregir' }))
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['Horas al día']);
    expect(screen.queryByRole('link', { name: /Días por semana/ })).toBeNull();
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Horas al día/ }));

    rerender(
      <MemoryRouter>
        <StatusNotice status={525} />
        <Form refused={false} />
      </MemoryRouter>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('list', { name: 'Campos por corregir' })).toBeNull();
  });

  it('lists nothing for a success, nor when no field is marked', async () => {
    render(
      <MemoryRouter>
        <StatusNotice status={532} tone="success" />
        <StatusNotice status={27} focusOnShow={false} />
        <Form refused={false} />
      </MemoryRouter>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('list', { name: 'Campos por corregir' })).toBeNull();
  });
});
