import { Redirect, Route, Switch, useLocation } from 'wouter';
import { lazyWithRetry } from '../../src/react/lazy-with-retry';
import { useSession } from '../../src/react/use-session';
import { LoginDialog } from '../../widgets/login-dialog';
import { loginPathReturningTo } from '../pages/login-paths';
import { NotFoundPage } from '../pages/not-found-page';
import { Loading } from '../route-loading';
import { AppHome } from './app-home';
import { loadCustomerArea, loadEmployeeArea, loadProfileArea } from './area-chunks';
import { WorkspaceTabs } from './workspace-tabs';

const CustomerDashboardPage = lazyWithRetry(() => loadCustomerArea().then((m) => m.CustomerDashboardPage));
const WillsAndTrustsPage = lazyWithRetry(() => loadCustomerArea().then((m) => m.WillsAndTrustsPage));
const EmployeeBenefitsPage = lazyWithRetry(() => loadCustomerArea().then((m) => m.EmployeeBenefitsPage));
const VenturesPage = lazyWithRetry(() => loadCustomerArea().then((m) => m.VenturesPage));
const InvestmentsPage = lazyWithRetry(() => loadCustomerArea().then((m) => m.InvestmentsPage));
const AccountsPage = lazyWithRetry(() => loadCustomerArea().then((m) => m.AccountsPage));
const MemberPortalSuccessPage = lazyWithRetry(() =>
  loadCustomerArea().then((m) => m.MemberPortalSuccessPage),
);
const EmployeeSettingsPage = lazyWithRetry(() => loadEmployeeArea().then((m) => m.EmployeeSettingsPage));
const EmployeeDashboardPage = lazyWithRetry(() => loadEmployeeArea().then((m) => m.EmployeeDashboardPage));
const ReportsPage = lazyWithRetry(() => loadEmployeeArea().then((m) => m.ReportsPage));
const ProfilePage = lazyWithRetry(() => loadProfileArea().then((m) => m.ProfilePage));
const EditProfilePage = lazyWithRetry(() => loadProfileArea().then((m) => m.EditProfilePage));
const BuySecuredInvestmentPage = lazyWithRetry(() =>
  import('./buy-secured-investment-page').then((m) => m.BuySecuredInvestmentPage),
);
// The contact form is a chunk of its own: nothing of it downloads until a contact action leads here.
const BuyContactFormPage = lazyWithRetry(() =>
  import('./buy-contact-form-page').then((m) => m.BuyContactFormPage),
);
const BuyTaxFreePage = lazyWithRetry(() => import('./buy-tax-free-page').then((m) => m.BuyTaxFreePage));
const BuyUnitTrustPage = lazyWithRetry(() => import('./buy-unit-trust-page').then((m) => m.BuyUnitTrustPage));

/** Spec §2 and §6: signed-out visitors go to /, except on the buy routes. */
export function isOpenToVisitors(path: string): boolean {
  return path.toLowerCase().includes('/app/buy/');
}

/**
 * Everything under /app: its own chunk, so the landing page never downloads it. A user whose session ran
 * out (not one who logged out) goes to /login, which says so and brings them back here after logging in.
 */
export default function AppArea() {
  const [location] = useLocation();
  const { user, auth } = useSession();
  if (!user && !isOpenToVisitors(location)) {
    return <Redirect to={auth.expired ? loginPathReturningTo(location) : '/'} replace />;
  }
  return (
    <>
      {user ? <WorkspaceTabs /> : <LoginDialog />}
      <Loading>
        <Switch>
          <Route path="/app" component={AppHome} />
          <Route path="/app/customer/dashboard" component={CustomerDashboardPage} />
          <Route path="/app/customer/wills-and-trusts" component={WillsAndTrustsPage} />
          <Route path="/app/customer/employee-benefits" component={EmployeeBenefitsPage} />
          <Route path="/app/customer/ventures" component={VenturesPage} />
          <Route path="/app/customer/investments" component={InvestmentsPage} />
          <Route path="/app/customer/accounts" component={AccountsPage} />
          <Route path="/app/Customer/wealth" component={InvestmentsPage} />
          <Route path="/app/wealth/:productInstanceId" component={InvestmentsPage} />
          <Route path="/app/employee/settings" component={EmployeeSettingsPage} />
          <Route path="/app/employee/dashboard" component={EmployeeDashboardPage} />
          <Route path="/app/reports/:reportId" component={ReportsPage} />
          <Route path="/app/MemberPortalSuccess" component={MemberPortalSuccessPage} />
          <Route path="/app/profile" component={ProfilePage} />
          <Route path="/app/editprofile" component={EditProfilePage} />
          <Route path="/app/buy/contact-form" component={BuyContactFormPage} />
          <Route path="/app/buy/secured-investment" component={BuySecuredInvestmentPage} />
          <Route path="/app/buy/tax-free-investment" component={BuyTaxFreePage} />
          <Route path="/app/buy/unit-trust" component={BuyUnitTrustPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Loading>
    </>
  );
}
