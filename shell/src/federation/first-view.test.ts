import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingDataShownKey, type RemoteRoute } from '@portal/contracts';
import { forgetPrefetched } from '@portal/http/prefetch';
import { sessionStore } from '@portal/session';
import { startPageCalls } from '../routing/page-calls';
import { firstViewCalls } from './first-view';

/** Which of a page's first API calls the shell starts with its code, and for whom (issue 23). */

/** A student's page that asks for one answer first. */
const cvPage: RemoteRoute = {
  id: 'studentPage',
  path: '/mi-pagina',
  aliases: ['/la-meva-pagina'],
  access: 'student',
  module: 'StudentPage',
  title: { es: 'Página', ca: 'Pàgina', en: 'Page' },
  prefetch: ['/api/Alumno/dameCvUsuario'],
};
const remotes = () => ({ mf_cv: { pages: [cvPage], needs: {} } });

describe("the opened page's first calls", () => {
  it("are its route's, by its path or an alias, for a user who may open it", () => {
    expect(firstViewCalls('/mi-pagina', remotes(), 'Alumno')).toEqual(['/api/Alumno/dameCvUsuario']);
    expect(firstViewCalls('/la-meva-pagina', remotes(), 'Alumno')).toEqual(['/api/Alumno/dameCvUsuario']);
  });

  it("are none for another user's page or another page", () => {
    expect(firstViewCalls('/mi-pagina', remotes(), 'Empresa')).toEqual([]);
    expect(firstViewCalls('/mi-pagina', remotes(), null)).toEqual([]);
    expect(firstViewCalls('/ofertas-empleo', remotes(), 'Alumno')).toEqual([]);
  });

  it("on the home are the student's missing-data checks, and nothing for a company or a visitor", () => {
    expect(firstViewCalls('/', remotes(), 'Alumno')).toEqual([
      '/api/Alumno/faltanDatosPersonalesObligatorios',
      '/api/Alumno/tieneNumSegSocial',
    ]);
    expect(firstViewCalls('/', remotes(), 'Empresa')).toEqual([]);
    expect(firstViewCalls('/', remotes(), null)).toEqual([]);
  });

  it('on the home are none once the missing-data dialog has asked in this session', () => {
    sessionStorage.setItem(missingDataShownKey, '1');
    try {
      expect(firstViewCalls('/', remotes(), 'Alumno')).toEqual([]);
    } finally {
      sessionStorage.removeItem(missingDataShownKey);
    }
  });
});

describe('a page opened in the portal', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
  });
  afterEach(() => {
    forgetPrefetched();
    sessionStore.setState({ token: null, userType: null });
    vi.unstubAllGlobals();
  });

  it("starts its first calls with the session's token", () => {
    sessionStore.setState({ token: 'abc', userType: 'Alumno' });
    startPageCalls(cvPage);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/api/Alumno/dameCvUsuario']);
  });

  it('asks for nothing without a session or for a page its guard will not open', () => {
    startPageCalls(cvPage);
    sessionStore.setState({ token: 'abc', userType: 'Empresa' });
    startPageCalls(cvPage);
    expect(fetch).not.toHaveBeenCalled();
  });
});
