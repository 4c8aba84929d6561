import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPart } from '../src/lazy/LazyPart';
import { lazyModule } from '../src/lazy/lazy-module';

afterEach(cleanup);

/** A module whose arrival the test decides. */
const controlled = () => {
  const calls: { resolve: (module: { word: string }) => void; reject: (error: Error) => void }[] = [];
  const fetchModule = vi.fn(
    () =>
      new Promise<{ word: string }>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { fetchModule, calls };
};

describe('a lazy module', () => {
  it('is fetched once for every part that asks, and known once it arrived', async () => {
    const { fetchModule, calls } = controlled();
    const lazy = lazyModule(fetchModule);
    const first = lazy.load();
    const second = lazy.load();
    expect(fetchModule).toHaveBeenCalledTimes(1);
    expect(lazy.loaded()).toBeUndefined();
    calls[0]!.resolve({ word: 'hola' });
    await expect(first).resolves.toEqual({ word: 'hola' });
    await expect(second).resolves.toEqual({ word: 'hola' });
    expect(lazy.loaded()).toEqual({ word: 'hola' });
  });

  it('forgets a failed fetch, so the next ask fetches again', async () => {
    const { fetchModule, calls } = controlled();
    const lazy = lazyModule(fetchModule);
    const failed = lazy.load();
    calls[0]!.reject(new Error('chunk failed'));
    await expect(failed).rejects.toThrow('chunk failed');
    const again = lazy.load();
    expect(fetchModule).toHaveBeenCalledTimes(2);
    calls[1]!.resolve({ word: 'otra vez' });
    await expect(again).resolves.toEqual({ word: 'otra vez' });
  });
});

describe('a lazy part of a page', () => {
  it('says it is loading, then shows the part and tells it arrived', async () => {
    const { fetchModule, calls } = controlled();
    const onArrived = vi.fn();
    render(
      <LazyPart module={lazyModule(fetchModule)} onArrived={onArrived}>
        {({ word }) => <p>{word}</p>}
      </LazyPart>,
    );
    expect(screen.getByRole('status').textContent).toContain('Cargando el formulario');
    await act(async () => calls[0]!.resolve({ word: 'formulario' }));
    expect(document.body.textContent).toBe('formulario');
    expect(screen.queryByRole('status')).toBeNull();
    expect(onArrived).toHaveBeenCalledTimes(1);
  });

  it('shows a part whose module is already here at once, with no loading state', async () => {
    const lazy = lazyModule(() => Promise.resolve({ word: 'ya está' }));
    await lazy.load();
    const onArrived = vi.fn();
    render(
      <LazyPart module={lazy} onArrived={onArrived}>
        {({ word }) => <p>{word}</p>}
      </LazyPart>,
    );
    expect(document.body.textContent).toBe('ya está');
    expect(onArrived).not.toHaveBeenCalled();
  });

  it('says the network failed with a retry that fetches again', async () => {
    const { fetchModule, calls } = controlled();
    render(<LazyPart module={lazyModule(fetchModule)}>{({ word }) => <p>{word}</p>}</LazyPart>);
    await act(async () => calls[0]!.reject(new Error('chunk failed')));
    expect(screen.getByRole('alert').textContent).toContain('No se ha podido abrir el formulario');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByRole('status').textContent).toContain('Cargando el formulario');
    await act(async () => calls[1]!.resolve({ word: 'por fin' }));
    expect(document.body.textContent).toBe('por fin');
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });

  it('names the part in its own words when it is not a form', async () => {
    const { fetchModule, calls } = controlled();
    const words = { loading: 'Cargando la ayuda…', failedTitle: 'No se ha podido abrir la ayuda' };
    render(
      <LazyPart module={lazyModule(fetchModule)} words={words}>
        {({ word }) => <p>{word}</p>}
      </LazyPart>,
    );
    expect(screen.getByRole('status').textContent).toContain('Cargando la ayuda…');
    await act(async () => calls[0]!.reject(new Error('chunk failed')));
    expect(screen.getByRole('alert').textContent).toContain('No se ha podido abrir la ayuda');
  });
});
