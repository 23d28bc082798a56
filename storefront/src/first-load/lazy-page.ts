import { createElement, lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

let failureScreen: ComponentType | undefined;

/**
 * Sets the screen shown when a page's code cannot be downloaded (`layout/page-load-failed.tsx`). It comes after the
 * storefront's first render (`after-first-render.ts`), so it is at hand when a download fails later while home's
 * first load keeps within its budget (tests/perf/storefront-budget.test.ts: the kit's EmptyState, Button and Spinner
 * it brings cost 0.6 kB gzip).
 */
export function setFailureScreen(screen: ComponentType): void {
  failureScreen = screen;
}

/** The failure screen once it has arrived; in the moment before, the page's place stays empty (the frame works). */
function Failed() {
  return failureScreen ? createElement(failureScreen) : null;
}

/** A page loaded on first visit (its own chunk), whose code can also be fetched ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Fetches the page's code; a first render after it has finished does not suspend. */
  load: () => Promise<void>;
  /** The function that imports the page's module (the build reads which module it names: `route-hint-sources.ts`). */
  loader: () => Promise<unknown>;
};

/**
 * `React.lazy` for a page, plus `load()`. A lazy component suspends on its first render even when its module has
 * arrived, and a suspended page cannot be rendered on the server in one piece nor taken over in the browser at once.
 * Once `load()` has finished, the page's loader hands React the module synchronously (a thenable that calls back at
 * once, which `React.lazy` reads before deciding to suspend), so its first render goes straight through.
 *
 * Code that cannot be downloaded (offline, or a deploy removed the old chunk) must not throw: that would unmount the
 * whole storefront. The page shows the failure screen in its place instead, inside the header and footer; it opens the
 * page again by reloading it (what Vite advises for a failed chunk: a deploy's new chunks come with the new page).
 */
export function lazyPage(loader: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const Page = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>)
      : loader().catch((): PageModule => ({ default: Failed })),
  );
  const load = async () => {
    loaded ??= await loader();
  };
  return Object.assign(Page, { load, loader }) as unknown as LazyPage;
}
