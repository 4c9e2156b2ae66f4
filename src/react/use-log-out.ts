import { revokeRefreshToken } from '../api/revoke';
import { logout, session } from '../session';
import { useApiClient } from './widget-context';

/**
 * Logout as the user asks for it: the refresh token is revoked on the server (without waiting, its
 * failure ignored) and the session signed out at once.
 */
export function useLogOut(): () => void {
  const client = useApiClient();
  return () => {
    const { refreshToken } = session.auth;
    if (refreshToken) revokeRefreshToken(client.config, refreshToken);
    logout();
  };
}
