import { ResetPassword } from '../../widgets/reset-password';
import { usePageTitle } from '../use-page-title';
import { AccountPage } from './account-page';

/**
 * /reset-password, exact (spec §2): the create/reset password widget, which shows nothing unless the
 * link's u, e and t are all present, takes them out of the address bar and keeps the page referrer-free.
 */
export function ResetPasswordPage() {
  usePageTitle('Create a new password');
  return (
    <AccountPage>
      <ResetPassword headingLevel={1} />
    </AccountPage>
  );
}
