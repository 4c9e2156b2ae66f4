import { ForgotPassword } from '../../widgets/forgot-password';
import { usePageTitle } from '../use-page-title';
import { AccountPage } from './account-page';

/** /forgot-password (spec §2): 'Forgot login details' and 'Reset Password'. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot login details');
  return (
    <AccountPage>
      <ForgotPassword headingLevel={1} />
    </AccountPage>
  );
}
