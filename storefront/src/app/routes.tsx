import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageNotFoundPage } from './pages';
import { appRoutes } from './route-table';

/**
 * The loader comes with the first navigation to a page not yet loaded, not with the first page: the page a shopper
 * lands on is there before the storefront renders it (`boot.tsx`), so the first load never shows it.
 */
const RouteLoader = lazy(() => import('./route-loader'));
const loading = (
  <Suspense fallback={null}>
    <RouteLoader />
  </Suspense>
);

/** The page of the current address (spec §2.1): pages load lazily; a loader shows meanwhile. */
export function AppRoutes() {
  return (
    <Suspense fallback={loading}>
      <Switch>
        {appRoutes.map(({ path, page: Page, accepts }) => (
          <Route key={path ?? '*'} path={path}>
            {(params) => (!accepts || accepts(params) ? <Page /> : <PageNotFoundPage />)}
          </Route>
        ))}
      </Switch>
    </Suspense>
  );
}
