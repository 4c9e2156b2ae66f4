/** Tokens as the authorization service hands them out. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/** What the client needs to know about the signed-in user to make a secure call. */
export interface AuthSnapshot extends AuthTokens {
  username: string;
  partyId: string;
  /** Sent as the RoleToken header. */
  roleToken: string | undefined;
  /** Access-token expiry in epoch milliseconds, from the `exp` claim. */
  expiresAt: number;
}

/**
 * The client's view of the session. src/session implements it; tests pass a fake.
 * Keeping it an interface lets the client stay free of storage and UI concerns.
 */
export interface AuthPort {
  current(): AuthSnapshot | null;
  tokensRefreshed(tokens: AuthTokens): void;
  /** The refresh token was refused: the user is logged out. */
  refreshFailed(): void;
  /** A login succeeded: keep its tokens. False when the access token cannot be read (nobody signed in). */
  loggedIn(tokens: AuthTokens): boolean;
  /**
   * Runs a refresh while no other holder of this session (another tab) refreshes; the client re-reads
   * the session inside and skips the refresh when a sibling already rotated the token. Absent: at once.
   */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
  /** Called when a host starts using the port, e.g. to restore and persist a stored session. */
  activate?(): void;
  /** Calls `onChange` whenever the session may have changed (a login, a logout); returns the unsubscribe. */
  subscribe?(onChange: () => void): () => void;
}

/** Tokens are treated as expired this long before `exp`, so a call does not expire in flight. */
const EXPIRY_SKEW_MS = 10_000;

export function isExpired(snapshot: Pick<AuthSnapshot, 'expiresAt'>, now: number): boolean {
  return snapshot.expiresAt - EXPIRY_SKEW_MS <= now;
}

/** For hosts without a session (a rating form on a marketing page): every call goes without a token. */
export const anonymousAuth: AuthPort = {
  current: () => null,
  tokensRefreshed: () => undefined,
  refreshFailed: () => undefined,
  loggedIn: () => false,
};
