export type { DecodedToken, PartyRole, User } from './claims';
export { decodeToken } from './claims';
export {
  clearStoredSession,
  ensureSessionPersisted,
  persistSession,
  restoreSession,
  SESSION_KEY,
  STORAGE_PREFIX,
} from './persistence';
export { sessionAuthPort } from './session-auth-port';
export * from './session-state';
export { usableStorage } from './usable-storage';
