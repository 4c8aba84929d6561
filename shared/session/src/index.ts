/**
 * The public interface of the session store singleton. Every export here is part of a versioned
 * contract (see public-surface.json): add one with a minor version, change or remove one with a
 * major version.
 */
export {
  sessionStore,
  useSession,
  isLogged,
  rememberPreLoginRoute,
  takePreLoginRoute,
  type SessionFlags,
  type PendingConsent,
  type SessionState,
  type SessionActions,
  type SessionStore,
} from './store';
export { isTokenExpired, tokenExpiry } from './token';
export { profilePhotoStore, profilePhotoAddress, type ProfilePhotoState } from './profile-photo';
export {
  staffSessionStore,
  useStaffSession,
  currentUserType,
  useUserType,
  endLocalSessions,
  type StaffSessionState,
  type StaffSessionActions,
  type StaffSessionStore,
} from './staff';
