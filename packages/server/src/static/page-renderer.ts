import { pathToFileURL } from 'node:url';

/** A storefront page rendered: `body` goes into the root element, `head` (its title and meta tags) into the head. */
export interface RenderedPage {
  body: string;
  head: string;
  /**
   * The answers the page was rendered with, by the storefront's request keys: sent along in the page, so the browser
   * takes it over without asking for them again and without the code that reads the API's answers.
   */
  answers?: Record<string, unknown>;
  /**
   * When the page's code should start: after the paint for a page that is whole as rendered; at once for a page
   * rendered in its loading state (the cart), which only the code can fill in.
   */
  takeOver: 'after-paint' | 'at-once';
}
/**
 * The storefront page at an address rendered, or undefined when the browser renders that page itself; `lite` renders
 * Lite mode's smaller pictures (`lite-mode.ts`).
 */
export type RenderPage = (url: string, options?: { lite?: boolean }) => Promise<RenderedPage | undefined>;
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
  return async (url, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const render = await loading.catch(() => undefined);
    const page: unknown = render ? await render(url, options) : undefined;
    // A renderer from an older or newer build may answer otherwise; one that does not say when its code starts
    // renders whole pages only.
    if (!isRenderedPage(page)) return undefined;
    return {
      body: page.body,
      head: page.head,
      ...(isRecord(page.answers) ? { answers: page.answers } : {}),
      takeOver: page.takeOver === 'at-once' ? 'at-once' : 'after-paint',
    };
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRenderedPage(page: unknown): page is Partial<RenderedPage> & Pick<RenderedPage, 'body' | 'head'> {
  if (typeof page !== 'object' || page === null) return false;
  const { body, head } = page as Record<string, unknown>;
  return typeof body === 'string' && typeof head === 'string';
}

/** The id of the script element that carries a rendered page's answers: the storefront's `FIRST_ANSWERS_ID`. */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * The most JSON a rendered page sends its answers in. A product or the home page's newest products are a few kB; a
 * listing's hundreds of products are far more, and every byte of the page comes before its first paint (sending a
 * listing's answers cost 10-14 kB of compressed HTML, LCP +100-230 ms), so the browser asks for those after the paint.
 */
export const MAX_SENT_ANSWERS_BYTES = 64 * 1024;

/** The element that carries `page`'s answers, or '' when it has none or they are larger than the page should carry. */
export function answersOf(page: RenderedPage): string {
  if (!page.answers) return '';
  const script = answersScript(page.answers);
  return Buffer.byteLength(script) <= MAX_SENT_ANSWERS_BYTES ? script : '';
}

/**
 * `answers` as a `<script type="application/json">`: JSON, with every `<` written `\u003c`, so no text
 * from the catalogue (a product named `</script>…`) can close the element or open a comment. JSON.parse reads it back
 * unchanged.
 */
function answersScript(answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}

/**
 * `html` (the storefront's `index.html`) with the rendered page inside its root element, where the storefront
 * mounts, `answers` (from `answersOf`) right after it, and the page's head in place of the document's own title and
 * description. Without a root element the document is left as it is.
 */
export function withRenderedPage(html: string, { body, head }: RenderedPage, sent = ''): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at < 0) return html;
  const page = `${html.slice(0, at)}<div id="root">${body}</div>${sent}${html.slice(at + root.length)}`;
  if (!head) return page;
  const withoutDescription = page.replace(/<meta\s[^>]*\bname="description"[^>]*>\s*/, '');
  const title = /<title>[\s\S]*?<\/title>/.exec(withoutDescription);
  if (title) return withoutDescription.replace(title[0], () => head);
  const end = withoutDescription.indexOf('</head>');
  return end < 0 ? page : `${withoutDescription.slice(0, end)}${head}${withoutDescription.slice(end)}`;
}
