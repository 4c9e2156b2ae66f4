import { type Credentials, logIn } from '../api/auth';
import { useAction } from './action-store';
import { useApiClient } from './api-client-context';

/**
 * Spec §4 Login: tokens into the session (with the LoginAction event and document requirement sent
 * on the side). The workspaces and menus follow from the session: the host's useWorkspaces loads them
 * into its query cache as soon as a user is signed in.
 */
export function useLogIn() {
  const client = useApiClient();
  return useAction((credentials: Credentials) => logIn(client, credentials));
}
