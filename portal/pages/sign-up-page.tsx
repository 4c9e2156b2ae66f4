import { useLocation } from 'wouter';
import { SignUp } from '../../widgets/sign-up';
import { usePageTitle } from '../use-page-title';
import { AccountPage } from './account-page';
import { APP_HOME_PATH } from './login-page';

/** Where a phone goes after signing up with a referral code (spec §2 /download). */
const DOWNLOAD_PATH = '/download';

/**
 * /sign-up and /refer (spec §2): the three-step wizard; the referral code comes from `?referral=`.
 * Once the new account is logged in: /app, or /download on a phone or tablet when a referral code was used.
 */
export function SignUpPage() {
  usePageTitle('Create an account');
  const [, navigate] = useLocation();
  return (
    <AccountPage>
      <SignUp
        headingLevel={1}
        routing="hash"
        redirect={APP_HOME_PATH}
        mobileRedirect={DOWNLOAD_PATH}
        navigate={navigate}
      />
    </AccountPage>
  );
}
