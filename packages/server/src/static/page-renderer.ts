import { pathToFileURL } from 'node:url';

/** A storefront page rendered: `body` goes into the root element, `head` (its title and meta tags) into the head. */
export interface RenderedPage {
  body: string;
  head: string;
  /**
   * When the page's code should start: after the paint for a page that is whole as rendered; at once for a page
   * rendered in its loading state (the cart), which only the code can fill in.
   */
  takeOver: 'after-paint' | 'at-once';
}
/** The storefront page at an address rendered, or undefined when the browser renders that page itself. */
export type RenderPage = (url: string) => Promise<RenderedPage | undefined>;
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
    // A renderer from an older or newer build may answer otherwise; one that does not say when its code starts
    // renders whole pages only.
    if (!isRenderedPage(page)) return undefined;
    return { body: page.body, head: page.head, takeOver: page.takeOver === 'at-once' ? 'at-once' : 'after-paint' };
  };
}

function isRenderedPage(page: unknown): page is Partial<RenderedPage> & Pick<RenderedPage, 'body' | 'head'> {
  if (typeof page !== 'object' || page === null) return false;
  const { body, head } = page as Record<string, unknown>;
  return typeof body === 'string' && typeof head === 'string';
}

/**
 * `html` (the storefront's `index.html`) with the rendered page inside its root element, where the storefront
 * mounts, and the page's head in place of the document's own title and description. Without a root element the
 * document is left as it is.
 */
export function withRenderedPage(html: string, { body, head }: RenderedPage): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at < 0) return html;
  const page = `${html.slice(0, at)}<div id="root">${body}</div>${html.slice(at + root.length)}`;
  if (!head) return page;
  const withoutDescription = page.replace(/<meta\s[^>]*\bname="description"[^>]*>\s*/, '');
  const title = /<title>[\s\S]*?<\/title>/.exec(withoutDescription);
  if (title) return withoutDescription.replace(title[0], () => head);
  const end = withoutDescription.indexOf('</head>');
  return end < 0 ? page : `${withoutDescription.slice(0, end)}${head}${withoutDescription.slice(end)}`;
}
