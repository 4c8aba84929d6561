import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { languageById, languageSchema, type Language, type LoginData, type UserType, type CompanyOfUser } from '@portal/contracts';
import { keys, readLocal, readSession, writeLocal, writeSession } from './storage';
import { isTokenExpired } from './token';

export interface SessionFlags {
  hasPracticas: boolean;
  hasEmpleo: boolean;
  soloCicloFormativo: boolean;
}

export interface SessionState extends SessionFlags {
  token: string | null;
  userType: UserType | null;
  name: string | null;
  primerAcceso: boolean;
  idEmpresa: number | null;
  companies: CompanyOfUser[];
  rememberMe: boolean;
  /** The language the user chose; null until chosen (the brand default applies then). */
  language: Language | null;
}

export interface SessionActions {
  /** Starts a session from a login answer. */
  login: (userType: UserType, data: LoginData, rememberMe?: boolean) => void;
  logout: () => void;
  setLanguage: (language: Language) => void;
  setCompanies: (companies: CompanyOfUser[]) => void;
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

const loggedOut = (language: Language | null, rememberMe: boolean): SessionState => ({
  token: null,
  userType: null,
  name: null,
  primerAcceso: false,
  idEmpresa: null,
  companies: [],
  rememberMe,
  language,
  ...noFlags,
});

/** The state kept in storage; an expired token is dropped here so no call is made with it. */
const restore = (): SessionState => {
  const language = languageSchema.safeParse(readLocal(keys.language)).data ?? null;
  const rememberMe = readLocal(keys.rememberMe) === 'true';
  const token = readLocal(keys.token);
  const userType = parseUserType(readLocal(keys.userType));
  if (!token || !userType || isTokenExpired(token)) return loggedOut(language, rememberMe);
  return {
    ...loggedOut(language, rememberMe),
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
  writeLocal(keys.language, state.language);
  writeSession(keys.name, state.name);
};

/**
 * The one session store of the portal. It lives in its own package, shared as a federation
 * singleton, so the shell and every remote read and change the same instance.
 */
export const sessionStore = createStore<SessionStore>()((set) => ({
  ...restore(),
  login: (userType, data, rememberMe = false) =>
    set((state) => ({
      token: data.token,
      userType,
      name: data.nombre,
      primerAcceso: data.primerAcceso,
      idEmpresa: data.idEmpresa ?? null,
      hasPracticas: data.conPracticas,
      hasEmpleo: data.conEmpleo,
      soloCicloFormativo: data.soloCicloFormativo,
      rememberMe,
      language: languageById(data.idIdiomaPreferido) ?? state.language,
    })),
  logout: () => set((state) => loggedOut(state.language, state.rememberMe)),
  setLanguage: (language) => set({ language }),
  setCompanies: (companies) => set({ companies }),
}));

sessionStore.subscribe(persist);

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
