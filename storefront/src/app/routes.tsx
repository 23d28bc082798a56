import { PageLoader } from '@sauda/ui';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import * as messages from '../messages';
import { PageNotFoundPage } from './pages';
import { appRoutes } from './route-table';

/** The page of the current address (spec §2.1): pages load lazily; a loader shows meanwhile. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader label={messages.site.loadingPage} />}>
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
