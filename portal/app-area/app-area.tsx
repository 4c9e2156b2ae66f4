import { Redirect, Route, Switch, useLocation } from 'wouter';
import { lazyWithRetry } from '../../src/react/lazy-with-retry';
import { useSession } from '../../src/react/use-session';
import { LoginDialog } from '../../widgets/login';
import { NotFoundPage } from '../pages/not-found-page';
import { Loading } from '../route-loading';
import { AppHome } from './app-home';
import { BuyContactFormPage } from './buy-contact-form-page';
import { WorkspaceTabs } from './workspace-tabs';

// Each signed-in area is a chunk of its own: a customer never downloads the employee pages.
const customerArea = () => import('./customer/customer-area');
const employeeArea = () => import('./employee-area');
const CustomerDashboardPage = lazyWithRetry(() => customerArea().then((m) => m.CustomerDashboardPage));
const WillsAndTrustsPage = lazyWithRetry(() => customerArea().then((m) => m.WillsAndTrustsPage));
const EmployeeBenefitsPage = lazyWithRetry(() => customerArea().then((m) => m.EmployeeBenefitsPage));
const VenturesPage = lazyWithRetry(() => customerArea().then((m) => m.VenturesPage));
const InvestmentsPage = lazyWithRetry(() => customerArea().then((m) => m.InvestmentsPage));
const AccountsPage = lazyWithRetry(() => customerArea().then((m) => m.AccountsPage));
const MemberPortalSuccessPage = lazyWithRetry(() => customerArea().then((m) => m.MemberPortalSuccessPage));
const EmployeeSettingsPage = lazyWithRetry(() => employeeArea().then((m) => m.EmployeeSettingsPage));
const EmployeeDashboardPage = lazyWithRetry(() => employeeArea().then((m) => m.EmployeeDashboardPage));
const ReportsPage = lazyWithRetry(() => employeeArea().then((m) => m.ReportsPage));

/** Spec §2 and §6: signed-out visitors go to /, except on the buy routes. */
export function isOpenToVisitors(path: string): boolean {
  return path.toLowerCase().includes('/app/buy/');
}

/** Everything under /app: its own chunk, so the landing page never downloads it. */
export default function AppArea() {
  const [location] = useLocation();
  const { user } = useSession();
  if (!user && !isOpenToVisitors(location)) return <Redirect to="/" replace />;
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
          <Route path="/app/buy/contact-form" component={BuyContactFormPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Loading>
    </>
  );
}
