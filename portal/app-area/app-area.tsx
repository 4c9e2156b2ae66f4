import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSession } from '../../src/react/use-session';
import { LoginDialog } from '../../widgets/login';
import { NotFoundPage } from '../pages/not-found-page';
import { ReportsPage } from '../pages/reports-page';
import { AppHome } from './app-home';
import { BuyContactFormPage } from './buy-contact-form-page';
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
        <Route path="/app/employee/settings" component={EmployeeSettingsPage} />
        <Route path="/app/employee/dashboard" component={EmployeeDashboardPage} />
        <Route path="/app/reports/:reportId" component={ReportsPage} />
        <Route path="/app/buy/contact-form" component={BuyContactFormPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </>
  );
}
