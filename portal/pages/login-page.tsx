import { useLocation, useSearch } from 'wouter';
import { ERROR_TEXT } from '../../src/api/api-error';
import { useSession } from '../../src/react/use-session';
import { Login } from '../../widgets/login';
import { preloadFirstScreen, preloadSignedInArea } from '../signed-in-chunks';
import { usePageTitle } from '../use-page-title';
import { AccountPage } from './account-page';
import { afterLoginPath } from './login-paths';

export { APP_HOME_PATH } from './login-paths';

/**
 * /login (spec §2): the login widget. After logging in the portal moves by client navigation to the
 * `redirect` parameter when it is a path on this site (where an expired session left the user), else
 * to /app: the spec's reload after 500 ms is not needed, the session is already current everywhere.
 * A session that ran out (not a logout) is said so above the form.
 */
export function LoginPage() {
  usePageTitle('Login');
  const [, navigate] = useLocation();
  const search = useSearch();
  const { auth } = useSession();
  return (
    // The signed-in area downloads while the visitor types, and the first screen's chunks once the form
    // is sent: beside the token call, not after it returns.
    <AccountPage onFocusCapture={preloadSignedInArea} onSubmitCapture={preloadFirstScreen}>
      <Login
        headingLevel={1}
        redirect={afterLoginPath(search)}
        navigate={navigate}
        notice={auth.expired ? ERROR_TEXT.sessionExpired : undefined}
      />
    </AccountPage>
  );
}
