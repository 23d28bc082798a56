import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A page loaded on first visit (its own chunk), whose code can also be fetched ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Fetches the page's code; a first render after it has finished does not suspend. */
  load: () => Promise<void>;
};

/**
 * `React.lazy` for a page, plus `load()`. A lazy component suspends on its first render even when its module has
 * arrived, and a suspended page cannot be rendered on the server in one piece nor taken over in the browser at once.
 * Once `load()` has finished, the page's loader hands React the module synchronously (a thenable that calls back at
 * once, which `React.lazy` reads before deciding to suspend), so its first render goes straight through.
 */
export function lazyPage(loader: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const Page = lazy(() =>
    loaded ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>) : loader(),
  );
  const load = async () => {
    loaded ??= await loader();
  };
  return Object.assign(Page, { load }) as unknown as LazyPage;
}
