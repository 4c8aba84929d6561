import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { send } from '@portal/http';
import { resetErrorReports } from '../../http/src/error-reports';
import { call, downloadBlob } from '../src';

/** Where the apps meet failures: which of them a call reports (spec 000 §8), banner or not. */

vi.mock('@portal/http', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  send: vi.fn(),
}));

const answer = (data: unknown, status = 200) => vi.mocked(send).mockResolvedValueOnce({ status, data });
const reports = () => vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
/** An answer's schema, as the contracts declare one: it types the call, nothing checks it in the page. */
type Answer = z.ZodType<{ status: 0; datos: { nombre: string } }>;

describe('error reports of API calls', () => {
  beforeEach(() => {
    resetErrorReports();
    vi.mocked(send).mockReset();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"status":0}'))));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a status 500 sends one report', async () => {
    answer({ status: 500 });
    await expect(call<Answer>({ method: 'POST', url: '/api/Alumno/addEstudio' })).rejects.toMatchObject({ status: 500 });
    expect(reports()).toHaveLength(1);
    expect(reports()[0]).toMatchObject({ status: 500, metodo: 'POST', ruta: '/api/Alumno/addEstudio' });
  });

  it('a status 3 sends none', async () => {
    answer({ status: 3, mensaje: 'Acceso denegado' });
    await expect(call<Answer>({ url: '/api/Alumno/dameCvUsuario' })).rejects.toMatchObject({ status: 3 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a network failure and an answer that is no envelope (a proxy’s error page) as 500, shown in place or not', async () => {
    vi.mocked(send).mockRejectedValueOnce(new Error('Network Error'));
    await expect(call<Answer>({ url: '/api/a' }, { silent: true })).rejects.toMatchObject({ status: 500 });
    answer('<html><body>502 Bad Gateway</body></html>', 502);
    await expect(call<Answer>({ url: '/api/b' })).rejects.toMatchObject({ status: 500 });
    expect(reports().map((report) => report.ruta)).toEqual(['/api/a', '/api/b']);
  });

  it('does not report a call the page cancelled, nor a success', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.mocked(send).mockRejectedValueOnce(new Error('canceled'));
    await expect(call<Answer>({ url: '/api/a', signal: controller.signal }, { silent: true })).rejects.toMatchObject({ status: 500 });
    answer({ status: 0, datos: { nombre: 'Marta' } });
    await expect(call<Answer>({ url: '/api/b' })).resolves.toEqual({ nombre: 'Marta' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a download the server failed, not one it refused', async () => {
    answer(new Blob(['x']), 502);
    await expect(downloadBlob({ url: '/api/Alumno/dameCvPdf' })).rejects.toThrow('HTTP 502');
    answer(new Blob(['x']), 403);
    await expect(downloadBlob({ url: '/api/Alumno/otro' })).rejects.toThrow('HTTP 403');
    expect(reports().map((report) => report.ruta)).toEqual(['/api/Alumno/dameCvPdf']);
  });
});
