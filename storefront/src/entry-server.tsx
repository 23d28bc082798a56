import type { FetchLike } from '@sauda/api';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { answerApiCallsWith } from './api/http';
import { App } from './app/app';
import { firstLoad, firstRenderAnswers } from './app/preload-route-data';

/** A render that has not finished by then is given up: the shopper gets the page rendered in the browser instead. */
const RENDER_TIMEOUT_MS = 2000;

/** The HTML of the page at `url` (path and search), or undefined when the browser must render it itself. */
export type PageRenderer = (url: string) => Promise<string | undefined>;

/**
 * The storefront's server renderer (issue 8): the reference server puts the returned HTML into `index.html`'s root,
 * so a phone paints the page before the storefront's code has arrived; `boot.tsx` then takes it over. `fetch`
 * answers the page's API calls in process; the browser later asks for the same addresses and gets the same answers
 * from the server's catalogue cache. Only pages that look the same to every shopper are rendered
 * (`AppRoute.rendersOnServer`), and only when their first requests answered: otherwise the browser renders the page
 * and shows its error or empty state, as it does without a server render.
 */
export function createPageRenderer(fetch: FetchLike): PageRenderer {
  answerApiCallsWith(fetch);
  return async (url) => {
    // A build for another backend asks that backend for its data; this server cannot answer for it.
    if (import.meta.env.VITE_SAUDA_API_URL) return undefined;
    const { pathname, search } = new URL(url, 'http://storefront');
    const first = firstLoad(pathname, search);
    if (!first.rendersOnServer) return undefined;
    try {
      const answers = await firstRenderAnswers(first, (request) => request.load());
      const { prelude } = await prerender(
        <StrictMode>
          <App serverLocation={{ path: pathname, search }} answers={answers} />
        </StrictMode>,
        {
          signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
          // A large boundary would otherwise come outside the page, put in place by an inline script, which the
          // storefront's Content-Security-Policy blocks. A prerender sends the page whole anyway.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      return await new Response(prelude).text();
    } catch {
      return undefined;
    }
  };
}
