import { Route, Switch } from 'wouter';
import { NotFoundPage } from './pages/not-found-page';

/** The route table, in spec §2 order; the first match wins. */
export function AppRoutes() {
  return (
    <Switch>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
