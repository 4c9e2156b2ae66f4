import { ApiError, CLIENT_STATUS, ERROR_TEXT, isApiError } from './api-error';
import type { AuthSnapshot } from './auth-port';
import type { ApiClient } from './client';
import { createDocumentRequirementInstance, postLoginEvent } from './party-activity';
import type { MutationDefinition } from './server-state';
import { postGrant, tokensFrom } from './token';
import { throttledError } from './too-many-attempts';

/** Spec §3 Credentials. */
export interface Credentials {
  username: string;
  password: string;
}

/**
 * Shown for a refused login whose reason is missing or a bare OAuth code (spec §8 Login failure, 401).
 * @internal
 */
export const WRONG_CREDENTIALS_TEXT = 'The username or password is incorrect. Please try again.';

/** A token answer whose access token cannot be read. */
const UNREADABLE_LOGIN_TEXT = 'The sign-in response could not be read. Please try again.';

/** OAuth error codes such as `invalid_grant` or `invalid_username_or_password`: not for people to read. */
const MACHINE_CODE = /^[a-z]+(?:_[a-z]+)+$/;

/**
 * The red alert of a failed login in friendly words: a refused login (400, 401) reads as a wrong
 * username or password unless the server gave a sentence of its own (e.g. not activated yet);
 * anything else keeps the client's §8 message (network, timeout, server error). A throttled login (429)
 * never gets here: its error already says how long to wait (src/api/too-many-attempts.ts).
 */
function loginFailureMessage(error: unknown): string {
  if (!isApiError(error)) return ERROR_TEXT.generic;
  if (error.status === 400 || error.status === 401) {
    const description = error.description?.trim();
    if (!description || MACHINE_CODE.test(description)) return WRONG_CREDENTIALS_TEXT;
  }
  return error.message;
}

/**
 * Spec §4 Login: password grant, then the client's auth port (the session) keeps the tokens; the
 * LoginAction event and the document-requirement instance are posted without waiting and their errors
 * ignored. Resolves to who is signed in. The caller loads workspaces and menus next (they belong to the
 * query cache). On failure an ApiError with the friendly message is thrown.
 * @internal
 */
export async function logIn(client: ApiClient, { username, password }: Credentials): Promise<AuthSnapshot> {
  let user: AuthSnapshot | null = null;
  try {
    const response = await postGrant(client.config, { grant_type: 'password', username, password });
    // Too many failed passwords: the authorization service says how long to wait (login throttling).
    if (response.status === 429) throw throttledError(response);
    const tokens = tokensFrom(response);
    if (client.auth.loggedIn(tokens)) user = client.auth.current();
  } catch (error) {
    // A throttled login already says how long to wait, and keeps its retryAfterSeconds.
    if (isApiError(error) && error.status === 429) throw error;
    const message = loginFailureMessage(error);
    throw new ApiError({
      status: isApiError(error) ? error.status : CLIENT_STATUS.unhandled,
      message,
      description: isApiError(error) ? error.description : undefined,
    });
  }
  if (!user) {
    throw new ApiError({ status: CLIENT_STATUS.network, message: UNREADABLE_LOGIN_TEXT });
  }
  const ignore = () => undefined;
  postLoginEvent(client, user.partyId).catch(ignore);
  createDocumentRequirementInstance(client, user.partyId).catch(ignore);
  return user;
}

/** Logs in: the tokens go to the session through the auth port. */
export function logInMutation(): MutationDefinition<Credentials, AuthSnapshot> {
  return {
    mutationKey: ['auth', 'login'],
    mutationFn: (credentials, { client }) => logIn(client, credentials),
  };
}
