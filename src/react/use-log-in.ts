import { logInMutation } from '../api/auth';
import { useServerMutation } from './server-mutation';

/**
 * Spec §4 Login: tokens into the session (with the LoginAction event and document requirement sent
 * on the side). The workspaces and menus follow from the session: the host's useWorkspaces loads them
 * as soon as a user is signed in.
 */
export function useLogIn() {
  return useServerMutation(logInMutation());
}
