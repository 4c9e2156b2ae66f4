/** Detail of `fg-authenticated`: who signed in. */
export interface AuthenticatedDetail {
  partyId: string;
  username: string;
}

/** Detail of `fg-failed`: the message shown and the status (spec §8). */
export interface FailedDetail {
  message: string;
  status: number;
}

/** Where a widget goes after success; the portal passes its router's navigation. */
export type Navigate = (path: string) => void;

/** Full page navigation, for widgets on pages without a router. */
export const assignLocation: Navigate = (path) => window.location.assign(path);
