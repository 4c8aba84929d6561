import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReport, errorReportPath, reportableStatuses } from '@portal/contracts';
import { appOfSource, reportFailure, resetErrorReports } from '../src/error-reports';

/** The page's error reporter (spec 000 §8): which failures leave the page, and what they say. */

const posted = () =>
  (vi.mocked(fetch).mock.calls as [string, RequestInit][]).map(([url, init]) => ({
    url,
    init,
    body: JSON.parse(String(init.body)) as Record<string, unknown>,
  }));

describe('error reports of the page', () => {
  beforeEach(() => {
    resetErrorReports();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"status":0}'))));
    document.documentElement.lang = 'ca';
    window.history.replaceState(null, '', '/mi-perfil-cv?pestana=estudios');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends one report of a 500, as the API contract reads it, without query, token or credentials', () => {
    expect(
      reportFailure({ status: 500, method: 'post', url: '/api/Alumno/addEstudio?email=ana@uni.example', source: '/remotes/mf-cv/0.1.0-396bbee915/' }),
    ).toBe(true);
    const [report] = posted();
    expect(posted()).toHaveLength(1);
    expect(report!.url).toBe(errorReportPath);
    expect(report!.init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(report!.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(errorReport.parse(report!.body)).toMatchObject({
      status: 500,
      metodo: 'POST',
      ruta: '/api/Alumno/addEstudio',
      app: 'mf-cv',
      version: '0.1.0-396bbee915',
      pagina: '/mi-perfil-cv',
      idioma: 'ca',
    });
    expect(JSON.stringify(report!.body)).not.toContain('ana@uni.example');
  });

  it('reports exactly the statuses the spec names', () => {
    for (const status of [0, 2, 3, 15, 79, 429]) expect(reportFailure({ status, url: `/api/x/${status}` }), String(status)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    for (const status of reportableStatuses) expect(reportFailure({ status, url: `/api/x/${status}` }), String(status)).toBe(true);
    expect(posted().map((report) => report.body.status)).toEqual([...reportableStatuses]);
  });

  it('sends the same failure once in ten seconds, and at most five reports a minute', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    expect(reportFailure({ status: 500, url: '/api/a' })).toBe(true);
    expect(reportFailure({ status: 500, url: '/api/a' })).toBe(false);
    vi.setSystemTime(new Date('2026-11-23T10:00:11Z'));
    expect(reportFailure({ status: 500, url: '/api/a' })).toBe(true);
    for (const path of ['/api/b', '/api/c', '/api/d']) expect(reportFailure({ status: 1, url: path })).toBe(true);
    expect(reportFailure({ status: 1, url: '/api/e' })).toBe(false);
    expect(posted()).toHaveLength(5);
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    expect(reportFailure({ status: 1, url: '/api/e' })).toBe(true);
  });

  it('reports nothing while the page is being left, and again once it turns out to stay', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    // The browser cuts short what is on its way when the user follows a link to another document.
    window.dispatchEvent(new Event('beforeunload'));
    expect(reportFailure({ status: 500, url: '/api/Alumno/dameOfertasUsuario/practicas' })).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(reportFailure({ status: 500, url: '/api/Alumno/dameCandidaturasPracticasUsuario' })).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    // Back from the back-forward cache: a failure now is a failure.
    window.dispatchEvent(new Event('pageshow'));
    expect(reportFailure({ status: 500, url: '/api/Alumno/dameOfertasUsuario/practicas' })).toBe(true);
    // A leave that never happened (a download link): still here five seconds later, the page reports again.
    window.dispatchEvent(new Event('beforeunload'));
    vi.setSystemTime(new Date('2026-11-23T10:00:04Z'));
    expect(reportFailure({ status: 1, url: '/api/a' })).toBe(false);
    vi.setSystemTime(new Date('2026-11-23T10:00:05Z'));
    expect(reportFailure({ status: 1, url: '/api/a' })).toBe(true);
    expect(posted().map((report) => report.body.ruta)).toEqual(['/api/Alumno/dameOfertasUsuario/practicas', '/api/a']);
  });

  it('never lets a failed report escape as an error', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    expect(reportFailure({ status: 500, url: '/api/a' })).toBe(true);
    await Promise.resolve();
  });

  it('names the app and release from the bundle it came from', () => {
    expect(appOfSource('/remotes/mf-offers/0.1.0-7d756aa507/')).toEqual({ app: 'mf-offers', version: '0.1.0-7d756aa507' });
    expect(appOfSource('https://portal.example/remotes/mf-surveys-events/0.1.0-40cde4c174/')).toEqual({
      app: 'mf-surveys-events',
      version: '0.1.0-40cde4c174',
    });
    expect(appOfSource('/shell/0.1.0-58309d8278/')).toEqual({ app: 'shell', version: '0.1.0-58309d8278' });
    expect(appOfSource('/')).toEqual({ app: 'unknown', version: 'unknown' });
    expect(appOfSource(undefined)).toEqual({ app: 'unknown', version: 'unknown' });
  });
});
