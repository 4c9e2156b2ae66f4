export { ensureSessionPersisted } from './persistence';
export { sessionAuthPort } from './session-auth-port';
export * from './session-state';
