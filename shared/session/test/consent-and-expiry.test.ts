import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAnswer, tokenExpiringIn } from './login-answers';

const answer = (token: string, textoCortoRGPD: string | null = null) => loginAnswer(token, { nombre: 'Marta', textoCortoRGPD });

/** A fresh store module, as a new page load would create it from storage. */
const freshStore = async () => {
  vi.resetModules();
  return import('../src');
};

describe('session store: consent, remember-me and expiry', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a login with a data-protection text in session storage, not as a session, until accepted', async () => {
    const { sessionStore, isLogged } = await freshStore();
    const token = tokenExpiringIn(3600);
    sessionStore.getState().holdForConsent({ userType: 'Alumno', data: answer(token, 'Texto'), rememberMe: true });
    expect(isLogged(sessionStore.getState())).toBe(false);
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(sessionStorage.getItem('portal.pendingConsent')).toContain(token);

    // A reload keeps the held answer.
    const reloaded = await freshStore();
    expect(reloaded.sessionStore.getState().pendingConsent?.data.token).toBe(token);
    reloaded.sessionStore.getState().completeConsent();
    expect(reloaded.sessionStore.getState()).toMatchObject({ token, name: 'Marta', rememberMe: true, pendingConsent: null });
    expect(localStorage.getItem('portal.token')).toBe(token);
    expect(sessionStorage.getItem('portal.pendingConsent')).toBeNull();
  });

  it('forgets a declined answer', async () => {
    const { sessionStore } = await freshStore();
    sessionStore.getState().holdForConsent({ userType: 'Alumno', data: answer(tokenExpiringIn(3600), 'Texto'), rememberMe: false });
    sessionStore.getState().dropPendingConsent();
    expect(sessionStorage.getItem('portal.pendingConsent')).toBeNull();
    sessionStore.getState().completeConsent();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('keeps the remembered e-mail across logout and reload', async () => {
    const { sessionStore } = await freshStore();
    sessionStore.getState().rememberUser('alumno@demo.test');
    sessionStore.getState().login('Alumno', answer(tokenExpiringIn(3600)), true);
    sessionStore.getState().logout();
    const reloaded = await freshStore();
    expect(reloaded.sessionStore.getState()).toMatchObject({ rememberedUser: 'alumno@demo.test', rememberMe: true, token: null });
  });

  it('starts logged out, marked expired, from a stored token that has expired', async () => {
    localStorage.setItem('portal.token', tokenExpiringIn(-10));
    localStorage.setItem('portal.userType', 'Alumno');
    const { sessionStore } = await freshStore();
    expect(sessionStore.getState()).toMatchObject({ token: null, sessionEnded: 'expired' });
    sessionStore.getState().acknowledgeSessionEnd();
    expect(sessionStore.getState().sessionEnded).toBeNull();
  });

  it('ends the session when the token expires with the page open', async () => {
    vi.useFakeTimers();
    const { sessionStore } = await freshStore();
    sessionStore.getState().login('Alumno', answer(tokenExpiringIn(60)));
    expect(sessionStore.getState().token).not.toBeNull();
    vi.advanceTimersByTime(61_000);
    expect(sessionStore.getState()).toMatchObject({ token: null, sessionEnded: 'expired' });
    expect(localStorage.getItem('portal.token')).toBeNull();
  });
});
