import { isSafeRedirect } from '../../src/domain/safe-redirect';

/** Where the portal goes after logging in or signing up (spec §4). */
export const APP_HOME_PATH = '/app';

/** /login, returning to `path` after logging in when it is a path on this site. */
export function loginPathReturningTo(path: string): string {
  return isSafeRedirect(path) ? `/login?redirect=${encodeURIComponent(path)}` : '/login';
}

/** Where /login goes after logging in: its `redirect` parameter when that is a path on this site, else /app. */
export function afterLoginPath(search: string): string {
  const requested = new URLSearchParams(search).get('redirect');
  return isSafeRedirect(requested) ? requested : APP_HOME_PATH;
}
