import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSession } from '../../src/react/use-session';
import { Spinner } from '../../src/ui';
import { LoginDialog } from '../../widgets/login';
import { NotFoundPage } from '../pages/not-found-page';
import { AppHome } from './app-home';
import { BuyContactFormPage } from './buy-contact-form-page';
import { WorkspaceTabs } from './workspace-tabs';

// Each signed-in area is a chunk of its own: a customer never downloads the employee pages.
const customerArea = () => import('./customer/customer-area');
const employeeArea = () => import('./employee-area');
const CustomerDashboardPage = lazy(() => customerArea().then((m) => ({ default: m.CustomerDashboardPage })));
const WillsAndTrustsPage = lazy(() => customerArea().then((m) => ({ default: m.WillsAndTrustsPage })));
const EmployeeBenefitsPage = lazy(() => customerArea().then((m) => ({ default: m.EmployeeBenefitsPage })));
const VenturesPage = lazy(() => customerArea().then((m) => ({ default: m.VenturesPage })));
const InvestmentsPage = lazy(() => customerArea().then((m) => ({ default: m.InvestmentsPage })));
const AccountsPage = lazy(() => customerArea().then((m) => ({ default: m.AccountsPage })));
const MemberPortalSuccessPage = lazy(() =>
  customerArea().then((m) => ({ default: m.MemberPortalSuccessPage })),
);
const EmployeeSettingsPage = lazy(() => employeeArea().then((m) => ({ default: m.EmployeeSettingsPage })));
const EmployeeDashboardPage = lazy(() => employeeArea().then((m) => ({ default: m.EmployeeDashboardPage })));
const ReportsPage = lazy(() => employeeArea().then((m) => ({ default: m.ReportsPage })));

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
      <Suspense fallback={<Spinner label="Loading" showLabel />}>
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
      </Suspense>
    </>
  );
}
