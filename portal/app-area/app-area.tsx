import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSession } from '../../src/react/use-session';
import { LoginDialog } from '../../widgets/login';
import { NotFoundPage } from '../pages/not-found-page';
import { ReportsPage } from '../pages/reports-page';
import { AppHome } from './app-home';
import { BuyContactFormPage } from './buy-contact-form-page';
import { AccountsPage } from './customer/accounts-page';
import { CustomerDashboardPage } from './customer/customer-dashboard-page';
import { EmployeeBenefitsPage } from './customer/employee-benefits-page';
import { InvestmentsPage } from './customer/investments-page';
import { MemberPortalSuccessPage } from './customer/member-portal-success-page';
import { VenturesPage } from './customer/ventures-page';
import { WillsAndTrustsPage } from './customer/wills-and-trusts-page';
import { EmployeeDashboardPage } from './employee-dashboard-page';
import { EmployeeSettingsPage } from './employee-settings-page';
import { WorkspaceTabs } from './workspace-tabs';

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
    </>
  );
}
