import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoader } from '../layout/page-loader';

const HomePage = lazy(() => import('../pages/home-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** Every route of the storefront. Pages load lazily; a loader shows meanwhile. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/error/page-not-found" component={NotFoundPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
