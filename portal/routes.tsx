import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '../src/ui';
import { NotFoundPage } from './pages/not-found-page';

const AppArea = lazy(() => import('./app-area/app-area'));

/**
 * The route table, in spec §2 order; the first match wins. Paths the spec does not mark exact also
 * match below themselves (`/login/…`), as the original router did.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/app/*?">
        <Suspense fallback={<Spinner label="Loading" showLabel />}>
          <AppArea />
        </Suspense>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
