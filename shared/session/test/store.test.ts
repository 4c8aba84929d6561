import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginData } from '@portal/contracts';
import { isLogged, rememberPreLoginRoute, sessionStore, takePreLoginRoute } from '../src';

const tokenExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ sub: '1', tipo: 'Alumno', exp: Math.floor(Date.now() / 1000) + seconds }))}.s`;

const loginData = (token: string): LoginData => ({
  token,
  nombre: 'Lucía',
  esUFV: false,
  textoCortoRGPD: null,
  linkExternoRGPD: null,
  conPracticas: true,
  conEmpleo: false,
  primerAcceso: false,
  soloCicloFormativo: false,
  idIdiomaPreferido: 2,
});

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
