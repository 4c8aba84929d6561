import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@portal/i18n';
import { lazyPart } from '../src/lazy/lazy-part';

afterEach(cleanup);
beforeEach(async () => {
  await applyLanguage('es');
});

const Editor = ({ name }: { name: string }) => <p>{`Editor de ${name}`}</p>;

describe('lazyPart: a component of a page whose code arrives when it is first shown', () => {
  it('says it is loading while its code arrives, then shows the part with its props', async () => {
    let arrive: (module: { default: typeof Editor }) => void = () => undefined;
    const Part = lazyPart(() => new Promise<{ default: typeof Editor }>((resolve) => (arrive = resolve)));
    render(<Part name="la descripción" />);
    expect(screen.getByRole('status').textContent).toBe('Cargando el formulario…');
    arrive({ default: Editor });
    await screen.findByText('Editor de la descripción');
    // The part alone: no loading text, no notice beside it.
    expect(document.body.textContent).toBe('Editor de la descripción');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a translated notice when its code does not arrive, and the retry asks for it again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Editor }>>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
      .mockResolvedValue({ default: Editor });
    const Part = lazyPart(load);
    render(<Part name="un centro" />);
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('No se ha podido abrir el formulario');
    expect(screen.queryByText('Editor de un centro')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Editor de un centro');
    // The part alone: no loading text, no notice beside it.
    expect(document.body.textContent).toBe('Editor de un centro');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a loaded part: showing it again asks for nothing', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Editor }));
    const Part = lazyPart(load);
    const { unmount } = render(<Part name="A" />);
    await screen.findByText('Editor de A');
    unmount();
    render(<Part name="B" />);
    await screen.findByText('Editor de B');
    // The part alone: no loading text, no notice beside it.
    expect(document.body.textContent).toBe('Editor de B');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing meanwhile when quiet (a notice that follows what the user did)', async () => {
    let arrive: (module: { default: typeof Editor }) => void = () => undefined;
    const Part = lazyPart(() => new Promise<{ default: typeof Editor }>((resolve) => (arrive = resolve)), {
      quiet: true,
    });
    const { container } = render(<Part name="el aviso" />);
    expect(container.textContent).toBe('');
    arrive({ default: Editor });
    await screen.findByText('Editor de el aviso');
    // The part alone: no loading text, no notice beside it.
    expect(document.body.textContent).toBe('Editor de el aviso');
  });

  it('keeps the room it was given while its code arrives, so nothing below moves when it does', () => {
    const Part = lazyPart(() => new Promise<{ default: typeof Editor }>(() => undefined), {
      reserve: '15rem',
    });
    render(<Part name="el centro" />);
    expect(screen.getByRole('status').parentElement?.style.minHeight).toBe('15rem');
  });
});
