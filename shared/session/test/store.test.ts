import { beforeEach, describe, expect, it } from 'vitest';
import { isLogged, rememberPreLoginRoute, sessionStore, takePreLoginRoute } from '../src';
import { loginAnswer, tokenExpiringIn } from './login-answers';

/** The student of these tests: Lucía, internships only, in Catalan. */
const loginData = (token: string) => loginAnswer(token, { conEmpleo: false, idIdiomaPreferido: 2 });

describe('session store', () => {
  beforeEach(() => {
    sessionStore.getState().logout();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts a session from a login answer and keeps it in storage', () => {
    const token = tokenExpiringIn(3600);
    sessionStore.getState().login('Alumno', loginData(token));
    const state = sessionStore.getState();
    expect(isLogged(state)).toBe(true);
    expect(state).toMatchObject({ userType: 'Alumno', name: 'Lucía', hasPracticas: true, hasEmpleo: false, language: 'ca' });
    expect(localStorage.getItem('portal.token')).toBe(token);
    expect(sessionStorage.getItem('portal.name')).toBe('Lucía');
  });

  it('forgets everything but the language on logout', () => {
    sessionStore.getState().login('Alumno', loginData(tokenExpiringIn(3600)));
    sessionStore.getState().logout();
    expect(isLogged(sessionStore.getState())).toBe(false);
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(sessionStore.getState().language).toBe('ca');
  });

  it('gives the path wanted before login back once', () => {
    rememberPreLoginRoute('/evento-publico/3');
    expect(takePreLoginRoute()).toBe('/evento-publico/3');
    expect(takePreLoginRoute()).toBeNull();
  });
});
