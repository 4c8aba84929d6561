import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@portal/session';
import { configureHttp, send } from '../src';

/** The page's HTTP core: what leaves for the API and what the apps get back. */

const sent = () => {
  const [url, init] = vi.mocked(fetch).mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};
const answer = (body: BodyInit, status = 200) =>
  vi.mocked(fetch).mockResolvedValueOnce(new Response(body, { status }));

describe('the HTTP core', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    sessionStore.setState({ token: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureHttp({ baseUrl: '' });
  });

  it('sends the session token and the query the server reads, leaving out what has no value', async () => {
    sessionStore.setState({ token: 'abc' });
    answer('{"status":0,"datos":[]}');
    const response = await send({ url: '/api/Empresa/dameOfertasEmpresa', params: { desde: 0, titulo: 'ñu & co', tipo: undefined, estado: null, soloConCandidatos: true } });
    expect(sent().url).toBe('/api/Empresa/dameOfertasEmpresa?desde=0&titulo=%C3%B1u+%26+co&soloConCandidatos=true');
    expect(sent().init.method).toBe('GET');
    expect(sent().headers.Authorization).toBe('Bearer abc');
    expect(response).toEqual({ status: 200, data: { status: 0, datos: [] } });
  });

  it('sends an object as JSON with the caller headers, under the base URL a foreign host gave', async () => {
    configureHttp({ baseUrl: 'https://portal.example' });
    answer('{"status":0,"datos":null}');
    await send({ method: 'POST', url: '/api/Encuestas/responder', data: { respuestas: [1, 2] }, headers: { 'Accept-Language': 'ca' } });
    expect(sent().url).toBe('https://portal.example/api/Encuestas/responder');
    expect(sent().init.body).toBe('{"respuestas":[1,2]}');
    expect(sent().headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Language': 'ca' });
    expect(sent().headers.Authorization).toBeUndefined();
  });

  it('resolves whatever the HTTP status, with the text of an answer that is not JSON', async () => {
    answer('{"status":15,"errores":[]}', 400);
    await expect(send({ url: '/api/a' })).resolves.toEqual({ status: 400, data: { status: 15, errores: [] } });
    answer('<html>502 Bad Gateway</html>', 502);
    await expect(send({ url: '/api/b' })).resolves.toEqual({ status: 502, data: '<html>502 Bad Gateway</html>' });
  });

  it('gives a file as a Blob', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }));
    const { data } = await send<Blob>({ url: '/api/Alumno/dameCvPdf', responseType: 'blob' });
    expect(data.type).toBe('application/pdf');
    expect(await data.text()).toBe('%PDF-1.4');
  });

  it('rejects when no answer arrives or the page cancels the request', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(send({ url: '/api/a' })).rejects.toThrow('Failed to fetch');
    const controller = new AbortController();
    vi.mocked(fetch).mockImplementationOnce((_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = send({ url: '/api/b', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
  });
});
