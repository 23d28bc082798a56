import { PageLoadFailed } from '../layout/page-load-failed';
import { setFailureScreen } from './lazy-page';
import { installScrollMemory } from './scroll-memory';

/** The loader shown while a page's code downloads (`routes.tsx`). */
export { default } from './route-loader';

/**
 * What the storefront needs only once its first page is up, in one chunk asked for after the first render (`App`):
 * the loader shown while a page's code downloads, the failure screen and the scroll memory. The page a shopper lands
 * on needs none of it, and home's first load is held to its budget (tests/perf/storefront-budget.test.ts: one chunk
 * named once in the boot chunk, not three).
 */
export function afterFirstRender(): void {
  // A page whose code fails to download from now on gets the whole failure screen.
  setFailureScreen(PageLoadFailed);
  // New pages start at the top; back and forward return to where the shopper was.
  installScrollMemory();
}
