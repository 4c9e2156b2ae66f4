import { Activate } from '../../widgets/activate';
import { usePageTitle } from '../use-page-title';
import { AccountPage } from './account-page';

/** /welcome (spec §2): 'Welcome' and the KnownAsName of the link, and the activation form. */
export function WelcomePage() {
  usePageTitle('Welcome');
  return (
    <AccountPage>
      <Activate headingLevel={1} />
    </AccountPage>
  );
}
