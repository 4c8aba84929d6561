import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@portal/session';
import { send } from '../src';
import { forgetPrefetched, prefetch, prefetchLifetimeMs } from '../src/prefetch';

/** A page's first answers asked for by the shell ahead of the page's code, and taken by its first call. */

const cv = '{"status":0,"datos":{"id":1}}';
const answer = (body: string, status = 200) => vi.mocked(fetch).mockResolvedValueOnce(new Response(body, { status }));
const fetched = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

describe('answers asked for ahead of the page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    sessionStore.setState({ token: 'abc' });
  });
  afterEach(() => {
    forgetPrefetched();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks with the token, and the page’s first call of the same address gets that answer without asking again', async () => {
    answer(cv);
    prefetch('/api/Alumno/dameCvUsuario', 'abc');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');

    await expect(send({ url: '/api/Alumno/dameCvUsuario' })).resolves.toEqual({ status: 200, data: { status: 0, datos: { id: 1 } } });
    expect(fetched()).toEqual(['/api/Alumno/dameCvUsuario']);
  });

  it('hands an answer over once: the next call (a refresh after a write) asks the server', async () => {
    answer(cv);
    prefetch('/api/Alumno/dameCvUsuario', 'abc');
    prefetch('/api/Alumno/dameCvUsuario', 'abc');
    await send({ url: '/api/Alumno/dameCvUsuario' });
    answer('{"status":0,"datos":{"id":2}}');
    await expect(send({ url: '/api/Alumno/dameCvUsuario' })).resolves.toMatchObject({ data: { datos: { id: 2 } } });
    expect(fetched()).toEqual(['/api/Alumno/dameCvUsuario', '/api/Alumno/dameCvUsuario']);
  });

  it('is not given to another session, to a call with its own query or headers, nor once too old', async () => {
    answer(cv);
    prefetch('/api/Alumno/dameCvUsuario', 'someone-else');
    answer(cv);
    await send({ url: '/api/Alumno/dameCvUsuario' });
    expect(fetched()).toHaveLength(2);

    answer(cv);
    prefetch('/api/Empresa/dameDatosEmpresa', 'abc');
    answer(cv);
    await send({ url: '/api/Empresa/dameDatosEmpresa', headers: { 'Accept-Language': 'ca' } });
    expect(fetched()).toHaveLength(4);

    vi.useFakeTimers({ toFake: ['Date'] });
    answer(cv);
    prefetch('/api/Alumno/dameCvUsuario', 'abc');
    vi.setSystemTime(Date.now() + prefetchLifetimeMs + 1);
    answer(cv);
    await send({ url: '/api/Alumno/dameCvUsuario' });
    expect(fetched()).toHaveLength(6);
  });

  it('is dropped by any write, whose change it may not show', async () => {
    answer(cv);
    prefetch('/api/Alumno/dameCvUsuario', 'abc');
    answer('{"status":0,"datos":true}');
    await send({ method: 'POST', url: '/api/Alumno/editDomicilio', data: {} });
    answer(cv);
    await send({ url: '/api/Alumno/dameCvUsuario' });
    expect(fetched()).toEqual(['/api/Alumno/dameCvUsuario', '/api/Alumno/editDomicilio', '/api/Alumno/dameCvUsuario']);
  });

  it('asks again when the early request got no answer', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    prefetch('/api/Alumno/dameCvUsuario', 'abc');
    answer(cv);
    await expect(send({ url: '/api/Alumno/dameCvUsuario' })).resolves.toMatchObject({ status: 200 });
    expect(fetched()).toHaveLength(2);
  });

  it('still lets the page cancel its call while the early answer is on its way', async () => {
    vi.mocked(fetch).mockReturnValueOnce(new Promise(() => undefined));
    prefetch('/api/Alumno/dameCvUsuario', 'abc');
    const controller = new AbortController();
    const pending = send({ url: '/api/Alumno/dameCvUsuario', signal: controller.signal });
    controller.abort(new Error('canceled'));
    await expect(pending).rejects.toThrow('canceled');
  });
});
