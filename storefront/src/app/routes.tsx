import { chooseRoute } from '@sauda/commerce';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, useLocation } from 'wouter';
import { PageNotFoundPage } from './pages';
import { appRoutes } from './route-table';

/**
 * The loader comes with the first navigation to a page not yet loaded, not with the first page: the page a shopper
 * lands on is there before the storefront renders it (`boot.tsx`), so the first load never shows it; its code comes
 * with `after-first-render.ts`, asked for once the first page has painted (`boot.tsx`). Should it
 * not download (offline), navigations show no loader rather than failing: a retry here would cost home's first load
 * more than a spinner is worth (tests/perf/storefront-budget.test.ts).
 */
const RouteLoader = lazy<ComponentType>(() =>
  import('../first-load/after-first-render').catch((): { default: ComponentType } => ({ default: () => null })),
);
const loading = (
  <Suspense fallback={null}>
    <RouteLoader />
  </Suspense>
);

/** Calls `onShown` once, when the page it sits beside has first committed. */
function PageShown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

/**
 * The page of the current address (spec §2.1): pages load lazily; a loader shows meanwhile. `onPageShown` is called
 * once the page itself is React's. On a page the server rendered that comes after the rest of the document: React
 * takes a Suspense boundary's server HTML over after its first commit.
 */
export function AppRoutes({ onPageShown }: { onPageShown?: () => void }) {
  const [pathname] = useLocation();
  // The route is chosen as the server chooses its hints (`chooseRoute`); wouter's `Route` then hands the page its
  // parameters (`useParams`).
  const { path, page: Page = PageNotFoundPage } = chooseRoute(appRoutes, pathname)?.route ?? {};
  return (
    <Suspense fallback={loading}>
      <Route key={path ?? '*'} path={path}>
        <Page />
      </Route>
      <PageShown onShown={onPageShown} />
    </Suspense>
  );
}
