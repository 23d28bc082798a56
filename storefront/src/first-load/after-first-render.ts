import { PageLoadFailed } from '../layout/page-load-failed';
import { startPwaWhenIdle } from '../pwa/start-when-idle';
import { setFailureScreen } from './lazy-page';
import { installScrollMemory } from '../app/scroll-memory';

/** The loader shown while a page's code downloads (`routes.tsx`). */
export { default } from './route-loader';

/**
 * What the storefront needs only once its first page is up, in one chunk asked for once the first page has painted
 * (`boot.tsx`): the loader shown while a page's code downloads, the failure screen, the scroll memory and, once the
 * page is idle, the service worker and the offline state (`pwa/start-when-idle.ts`). The page a shopper lands on needs
 * none of it, and home's first load is held to its budget (tests/perf/storefront-budget.test.ts: one chunk named once
 * in the boot chunk, not three).
 */
export function afterFirstRender(): void {
  // A page whose code fails to download from now on gets the whole failure screen.
  setFailureScreen(PageLoadFailed);
  // New pages start at the top; back and forward return to where the shopper was.
  installScrollMemory();
  startPwaWhenIdle();
}
