/**
 * Where the session lives between page loads (spec 000 §3 "User session"): local storage keeps the
 * token, user type, flags, first access, remember-me and language; session storage keeps the name
 * and the route wanted before login. Storage may be missing (private mode, a foreign host's
 * sandbox): every access is guarded so the store still works in memory.
 */
const safely = <T>(action: () => T, fallback: T): T => {
  try {
    return action();
  } catch {
    return fallback;
  }
};

export const readLocal = (key: string): string | null => safely(() => globalThis.localStorage?.getItem(key) ?? null, null);
export const readSession = (key: string): string | null =>
  safely(() => globalThis.sessionStorage?.getItem(key) ?? null, null);

const write = (storage: Storage | undefined, key: string, value: string | null): void =>
  safely(() => {
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  }, undefined);

export const writeLocal = (key: string, value: string | null): void => write(globalThis.localStorage, key, value);
export const writeSession = (key: string, value: string | null): void =>
  write(globalThis.sessionStorage, key, value);

export const keys = {
  token: 'portal.token',
  userType: 'portal.userType',
  flags: 'portal.flags',
  primerAcceso: 'portal.primerAcceso',
  rememberMe: 'portal.rememberMe',
  /** The e-mail the login form offers again when the user ticked remember-me. */
  rememberedUser: 'portal.rememberedUser',
  /** A login answer held until its data-protection text is accepted (session storage). */
  pendingConsent: 'portal.pendingConsent',
  language: 'portal.language',
  name: 'portal.name',
  preLoginRoute: 'portal.preLoginRoute',
} as const;
