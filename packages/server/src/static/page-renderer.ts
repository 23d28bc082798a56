import { pathToFileURL } from 'node:url';

/** The HTML of the storefront page at a path and search, or undefined when the browser renders that page itself. */
export type RenderPage = (url: string) => Promise<string | undefined>;
/** Answers an API request in process: the app's own routes. */
export type RequestInProcess = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The storefront's server renderer, built by `vite build --ssr` into `storefront/dist-ssr/entry-server.js`. Its
 * `createPageRenderer(fetch)` is given the app's own routes for the page's API calls. The module is loaded at the
 * first page request, not at start; a module that cannot be loaded (a half-written build) leaves every page to the
 * browser, and is tried again at the next request.
 */
export function pageRenderer(file: string, request: RequestInProcess): RenderPage {
  let loading: Promise<RenderPage> | undefined;
  const load = async (): Promise<RenderPage> => {
    const module = (await import(pathToFileURL(file).href)) as { createPageRenderer?: unknown };
    if (typeof module.createPageRenderer !== 'function') throw new Error(`${file} has no createPageRenderer`);
    return (module.createPageRenderer as (fetch: RequestInProcess) => RenderPage)(request);
  };
  return async (url) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const render = await loading.catch(() => undefined);
    const page: unknown = render ? await render(url) : undefined;
    // A renderer from an older or newer build may answer otherwise.
    return typeof page === 'string' ? page : undefined;
  };
}
