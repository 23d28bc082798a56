import { pathToFileURL } from 'node:url';

/** A storefront page rendered: its HTML, and the API answers it was rendered with, by request path. */
export interface RenderedPage {
  html: string;
  answers: Record<string, unknown>;
}
/** The storefront page at a path and search rendered, or undefined when the browser renders that page itself. */
export type RenderPage = (url: string) => Promise<RenderedPage | undefined>;
/** Answers an API request in process: the app's own routes. */
export type RequestInProcess = (path: string, init?: RequestInit) => Promise<Response>;

/** Whether a renderer's result is a page: a renderer from an older or newer build may answer otherwise. */
function isRenderedPage(page: unknown): page is RenderedPage {
  if (typeof page !== 'object' || page === null) return false;
  const { html, answers } = page as Partial<RenderedPage>;
  return typeof html === 'string' && typeof answers === 'object' && answers !== null;
}

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
    return isRenderedPage(page) ? page : undefined;
  };
}
