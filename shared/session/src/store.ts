import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  isLanguage,
  languageById,
  type CompanyOfUser,
  type Language,
  type LoginData,
  type UserType,
} from '@portal/contracts';
import { keys, readLocal, readSession, writeLocal, writeSession } from './storage';
import { isTokenExpired, tokenExpiry } from './token';

export interface SessionFlags {
  /**
   * The spec's student type (000 §3) follows from it: UTP with internships, UTE without. It is not
   * kept as a field of its own: the session singleton's versioned shape would grow for no reader.
   */
  hasPracticas: boolean;
  hasEmpleo: boolean;
  soloCicloFormativo: boolean;
}

/** A login answer waiting for its data-protection text to be accepted (spec 000 §4, login flow). */
export interface PendingConsent {
  userType: UserType;
  data: LoginData;
  rememberMe: boolean;
}

export interface SessionState extends SessionFlags {
  token: string | null;
  userType: UserType | null;
  name: string | null;
  primerAcceso: boolean;
  idEmpresa: number | null;
  companies: CompanyOfUser[];
  rememberMe: boolean;
  /** The e-mail to offer on the login form again (remember-me); null when not remembered. */
  rememberedUser: string | null;
  /** The language the user chose; null until chosen (the brand default applies then). */
  language: Language | null;
  /** Held in session storage, not a session yet: its token is used only to record the acceptance. */
  pendingConsent: PendingConsent | null;
  /** 'expired' once a session ended because its token expired (the login shows code 2). */
  sessionEnded: 'expired' | null;
}

export interface SessionActions {
  /** Starts a session from a login answer. */
  login: (userType: UserType, data: LoginData, rememberMe?: boolean) => void;
  logout: () => void;
  setLanguage: (language: Language) => void;
  setCompanies: (companies: CompanyOfUser[]) => void;
  /** Remember-me: the e-mail the login form offers next time, or null to forget it. */
  rememberUser: (email: string | null) => void;
  /** Holds a login answer that carries a data-protection text until the user accepts it. */
  holdForConsent: (pending: PendingConsent) => void;
  /** The text was accepted (and recorded): the held answer becomes the session. */
  completeConsent: () => void;
  /** The user declined: nothing of the held answer is kept. */
  dropPendingConsent: () => void;
  /** The login page has shown the code-2 message. */
  acknowledgeSessionEnd: () => void;
}

export type SessionStore = SessionState & SessionActions;

const noFlags: SessionFlags = { hasPracticas: false, hasEmpleo: false, soloCicloFormativo: false };

const parseFlags = (raw: string | null): SessionFlags => {
  try {
    return raw ? { ...noFlags, ...(JSON.parse(raw) as Partial<SessionFlags>) } : noFlags;
  } catch {
    return noFlags;
  }
};

const parseUserType = (raw: string | null): UserType | null => (raw === 'Alumno' || raw === 'Empresa' ? raw : null);

/**
 * A held login as this store wrote it (the contracts' `heldLogin`), checked without zod: the
 * session store is on every first view, where no schema is needed.
 */
const isHeldLogin = (value: unknown): value is PendingConsent => {
  const held = value as Partial<PendingConsent> | null;
  const data = held?.data as Partial<LoginData> | undefined;
  return (
    parseUserType(held?.userType ?? null) !== null &&
    typeof held?.rememberMe === 'boolean' &&
    typeof data?.token === 'string' &&
    typeof data.nombre === 'string' &&
    ['primerAcceso', 'conPracticas', 'conEmpleo', 'soloCicloFormativo'].every(
      (flag) => typeof data[flag as keyof LoginData] === 'boolean',
    )
  );
};

const parsePendingConsent = (raw: string | null): PendingConsent | null => {
  try {
    const held: unknown = raw ? JSON.parse(raw) : null;
    return isHeldLogin(held) && !isTokenExpired(held.data.token) ? held : null;
  } catch {
    return null;
  }
};

type Kept = Pick<SessionState, 'language' | 'rememberMe' | 'rememberedUser'>;

const loggedOut = ({ language, rememberMe, rememberedUser }: Kept): SessionState => ({
  token: null,
  userType: null,
  name: null,
  primerAcceso: false,
  idEmpresa: null,
  companies: [],
  rememberMe,
  rememberedUser,
  language,
  pendingConsent: null,
  sessionEnded: null,
  ...noFlags,
});

/**
 * The state kept in storage. A token whose expiry has passed is not a session: it is dropped
 * here so no call is made with it, and the session counts as expired (code 2 at the login).
 */
const restore = (): SessionState => {
  const kept: Kept = {
    language: ((language) => (isLanguage(language) ? language : null))(readLocal(keys.language)),
    rememberMe: readLocal(keys.rememberMe) === 'true',
    rememberedUser: readLocal(keys.rememberedUser),
  };
  const token = readLocal(keys.token);
  const userType = parseUserType(readLocal(keys.userType));
  if (!token || !userType) return { ...loggedOut(kept), pendingConsent: parsePendingConsent(readSession(keys.pendingConsent)) };
  if (isTokenExpired(token)) return { ...loggedOut(kept), sessionEnded: 'expired' };
  return {
    ...loggedOut(kept),
    ...parseFlags(readLocal(keys.flags)),
    token,
    userType,
    name: readSession(keys.name),
    primerAcceso: readLocal(keys.primerAcceso) === 'true',
  };
};

const persist = (state: SessionState): void => {
  writeLocal(keys.token, state.token);
  writeLocal(keys.userType, state.userType);
  writeLocal(
    keys.flags,
    state.token
      ? JSON.stringify({ hasPracticas: state.hasPracticas, hasEmpleo: state.hasEmpleo, soloCicloFormativo: state.soloCicloFormativo })
      : null,
  );
  writeLocal(keys.primerAcceso, state.token ? String(state.primerAcceso) : null);
  writeLocal(keys.rememberMe, String(state.rememberMe));
  writeLocal(keys.rememberedUser, state.rememberedUser);
  writeLocal(keys.language, state.language);
  writeSession(keys.name, state.name);
  writeSession(keys.pendingConsent, state.pendingConsent ? JSON.stringify(state.pendingConsent) : null);
};

const sessionOf = (userType: UserType, data: LoginData, rememberMe: boolean, language: Language | null) => ({
  token: data.token,
  userType,
  name: data.nombre,
  primerAcceso: data.primerAcceso,
  idEmpresa: data.idEmpresa ?? null,
  hasPracticas: data.conPracticas,
  hasEmpleo: data.conEmpleo,
  soloCicloFormativo: data.soloCicloFormativo,
  rememberMe,
  language: languageById(data.idIdiomaPreferido) ?? language,
  pendingConsent: null,
  sessionEnded: null,
});

/**
 * The one session store of the portal. It lives in its own package, shared as a federation
 * singleton, so the shell and every remote read and change the same instance.
 */
export const sessionStore = createStore<SessionStore>()((set) => ({
  ...restore(),
  login: (userType, data, rememberMe = false) => set((state) => sessionOf(userType, data, rememberMe, state.language)),
  logout: () => set((state) => loggedOut(state)),
  setLanguage: (language) => set({ language }),
  setCompanies: (companies) => set({ companies }),
  rememberUser: (email) => set({ rememberedUser: email }),
  holdForConsent: (pending) => set({ pendingConsent: pending }),
  completeConsent: () =>
    set((state) => {
      const pending = state.pendingConsent;
      return pending ? sessionOf(pending.userType, pending.data, pending.rememberMe, state.language) : {};
    }),
  dropPendingConsent: () => set({ pendingConsent: null }),
  acknowledgeSessionEnd: () => set({ sessionEnded: null }),
}));

sessionStore.subscribe(persist);

// setTimeout's longest delay (about 24.8 days); a longer session is re-checked when it fires.
const longestTimer = 2 ** 31 - 1;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Ends the session when its token expires, even with the page left open and no call made: the
 * guards then send the user to /login (remembering the path), where code 2 is shown.
 */
const watchExpiry = (token: string | null): void => {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const expiry = token ? tokenExpiry(token) : null;
  if (token === null || expiry === null) return;
  expiryTimer = setTimeout(
    () => {
      const state = sessionStore.getState();
      if (state.token !== token) return;
      if (isTokenExpired(token)) sessionStore.setState({ ...loggedOut(state), sessionEnded: 'expired' });
      else watchExpiry(token);
    },
    Math.min(Math.max(expiry * 1000 - Date.now(), 0), longestTimer),
  );
};
watchExpiry(sessionStore.getState().token);
sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) watchExpiry(state.token);
});

export const isLogged = (state: SessionState): boolean => state.token !== null;

/** React hook over the shared store. */
export function useSession(): SessionStore;
export function useSession<T>(selector: (state: SessionStore) => T): T;
export function useSession<T>(selector?: (state: SessionStore) => T) {
  return useStore(sessionStore, selector ?? ((state) => state as unknown as T));
}

/** Remembers the path wanted before login (guard 3) and gives it back once. */
export const rememberPreLoginRoute = (path: string): void => writeSession(keys.preLoginRoute, path);
export const takePreLoginRoute = (): string | null => {
  const path = readSession(keys.preLoginRoute);
  writeSession(keys.preLoginRoute, null);
  return path;
};
