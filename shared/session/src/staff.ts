import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  isStaffRole,
  staffUserType,
  type PortalUserType,
  type StaffLoginData,
  type StaffRole,
} from '@portal/contracts';
import { readLocal, readSession, writeLocal, writeSession } from './storage';
import { sessionStore } from './store';
import { isTokenExpired, tokenExpiry } from './token';

export interface StaffSessionState {
  token: string | null;
  name: string | null;
  /** `office` works the queues; `admin` also manages staff accounts. */
  role: StaffRole | null;
  /** 'expired' once the staff session ended because its token expired. */
  sessionEnded: 'expired' | null;
}

export interface StaffSessionActions {
  /** Starts a staff session from the staff login's answer; any student or company session ends. */
  login: (data: StaffLoginData) => void;
  logout: () => void;
  /** The staff login page has said the session expired. */
  acknowledgeSessionEnd: () => void;
}

export type StaffSessionStore = StaffSessionState & StaffSessionActions;

const staffKeys = {
  token: 'portal.staff.token',
  role: 'portal.staff.role',
  name: 'portal.staff.name',
} as const;

const noStaff: StaffSessionState = { token: null, name: null, role: null, sessionEnded: null };

const restore = (): StaffSessionState => {
  const token = readLocal(staffKeys.token);
  const role = readLocal(staffKeys.role);
  if (!token || !isStaffRole(role)) return noStaff;
  if (isTokenExpired(token)) return { ...noStaff, sessionEnded: 'expired' };
  return { token, role, name: readSession(staffKeys.name), sessionEnded: null };
};

const persist = (state: StaffSessionState): void => {
  writeLocal(staffKeys.token, state.token);
  writeLocal(staffKeys.role, state.role);
  writeSession(staffKeys.name, state.name);
};

/**
 * The session of a careers-office staff member. It sits beside the student and company session
 * (`sessionStore`), whose interface stays as every live remote knows it, and one page holds one
 * of them at most: each login ends the other. Shared as part of the `@portal/session` singleton.
 */
export const staffSessionStore = createStore<StaffSessionStore>()((set) => ({
  ...restore(),
  login: (data) => {
    if (sessionStore.getState().token !== null || sessionStore.getState().pendingConsent !== null)
      sessionStore.getState().logout();
    set({ token: data.token, name: data.nombre, role: data.rol, sessionEnded: null });
  },
  logout: () => set({ ...noStaff }),
  acknowledgeSessionEnd: () => set({ sessionEnded: null }),
}));

staffSessionStore.subscribe(persist);
sessionStore.subscribe((state, previous) => {
  // A student or company login on this page ends the staff session.
  if (state.token !== null && state.token !== previous.token && staffSessionStore.getState().token !== null) {
    staffSessionStore.getState().logout();
  }
});

const longestTimer = 2 ** 31 - 1;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Ends the staff session when its token expires, page open or not (the guards then ask to log in). */
const watchExpiry = (token: string | null): void => {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const expiry = token ? tokenExpiry(token) : null;
  if (token === null || expiry === null) return;
  expiryTimer = setTimeout(
    () => {
      if (staffSessionStore.getState().token !== token) return;
      if (isTokenExpired(token)) staffSessionStore.setState({ ...noStaff, sessionEnded: 'expired' });
      else watchExpiry(token);
    },
    Math.min(Math.max(expiry * 1000 - Date.now(), 0), longestTimer),
  );
};
watchExpiry(staffSessionStore.getState().token);
staffSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) watchExpiry(state.token);
});

/** React hook over the staff session. */
export function useStaffSession(): StaffSessionStore;
export function useStaffSession<T>(selector: (state: StaffSessionStore) => T): T;
export function useStaffSession<T>(selector?: (state: StaffSessionStore) => T) {
  return useStore(staffSessionStore, selector ?? ((state) => state as unknown as T));
}

/** Who is logged in on this page: a student, a company user, a staff member, or nobody (null). */
export const currentUserType = (): PortalUserType | null =>
  sessionStore.getState().userType ?? (staffSessionStore.getState().token !== null ? staffUserType : null);

/** `currentUserType` as a hook: re-renders when either session changes. */
export const useUserType = (): PortalUserType | null => {
  const userType = useStore(sessionStore, (state) => state.userType);
  const staff = useStore(staffSessionStore, (state) => state.token !== null);
  return userType ?? (staff ? staffUserType : null);
};

/** Ends whichever session the page holds (locally; the server is told by the logout pages). */
export const endLocalSessions = (): void => {
  if (sessionStore.getState().token !== null) sessionStore.getState().logout();
  if (staffSessionStore.getState().token !== null) staffSessionStore.getState().logout();
};
