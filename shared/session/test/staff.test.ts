import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginData } from '@portal/contracts';
import { currentUserType, endLocalSessions, sessionStore, staffSessionStore } from '../src';

const tokenExpiringIn = (seconds: number, tipo = 'Orientacion') =>
  `h.${btoa(JSON.stringify({ sub: '7', tipo, exp: Math.floor(Date.now() / 1000) + seconds }))}.s`;

const studentLogin = (token: string): LoginData => ({
  token,
  nombre: 'Lucía',
  esUFV: false,
  textoCortoRGPD: null,
  linkExternoRGPD: null,
  conPracticas: false,
  conEmpleo: false,
  primerAcceso: false,
  soloCicloFormativo: false,
  idIdiomaPreferido: null,
});

describe('staff session', () => {
  beforeEach(() => {
    endLocalSessions();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the staff role with the token, in storage too', () => {
    const token = tokenExpiringIn(3600);
    staffSessionStore.getState().login({ token, nombre: 'Marta', rol: 'admin' });
    expect(staffSessionStore.getState()).toMatchObject({ token, name: 'Marta', role: 'admin' });
    expect(currentUserType()).toBe('Orientacion');
    expect(localStorage.getItem('portal.staff.token')).toBe(token);
    expect(localStorage.getItem('portal.staff.role')).toBe('admin');
    expect(sessionStorage.getItem('portal.staff.name')).toBe('Marta');
  });

  it('is the only session of the page: each login ends the other kind', () => {
    sessionStore.getState().login('Alumno', studentLogin(tokenExpiringIn(3600, 'Alumno')));
    staffSessionStore.getState().login({ token: tokenExpiringIn(3600), nombre: 'Marta', rol: 'office' });
    expect(sessionStore.getState().token).toBeNull();
    expect(currentUserType()).toBe('Orientacion');

    sessionStore.getState().login('Empresa', studentLogin(tokenExpiringIn(3600, 'Empresa')));
    expect(staffSessionStore.getState()).toMatchObject({ token: null, role: null });
    expect(currentUserType()).toBe('Empresa');
  });

  it('forgets token, name and role on logout', () => {
    staffSessionStore.getState().login({ token: tokenExpiringIn(3600), nombre: 'Marta', rol: 'office' });
    staffSessionStore.getState().logout();
    expect(staffSessionStore.getState()).toMatchObject({ token: null, name: null, role: null });
    expect(currentUserType()).toBeNull();
    expect(localStorage.getItem('portal.staff.token')).toBeNull();
    expect(localStorage.getItem('portal.staff.role')).toBeNull();
  });

  it('ends when its token expires', async () => {
    const token = tokenExpiringIn(0);
    staffSessionStore.getState().login({ token, nombre: 'Marta', rol: 'office' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(staffSessionStore.getState()).toMatchObject({ token: null, sessionEnded: 'expired' });
  });
});
