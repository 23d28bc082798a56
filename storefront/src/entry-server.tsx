import type { FetchLike } from '@sauda/api';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { answerApiCallsWith } from './api/http';
import { App } from './app/app';
import { firstLoad, firstRenderAnswers } from './first-load/preload-route-data';
import type { PageAnswers } from './data/page-request';
import { DocumentHead } from './layout/document-head';
import { DocumentMetaSink, type DocumentMeta } from './layout/document-meta';
import { pathOf } from './locale/locale';
import { RenderedLiteModeProvider } from './lite-mode/lite-mode';

/** A render that has not finished by then is given up: the shopper gets the page rendered in the browser instead. */
const RENDER_TIMEOUT_MS = 2000;

/** A page rendered on the server: `body` goes into the root element, `head` (its title and meta tags) into the head. */
export interface RenderedPage {
  body: string;
  head: string;
  /**
   * The answers the page was rendered with (SWR keys to answers), to be sent along so the browser need not ask again;
   * none for a page whose answers are too large to travel with it (`AppRoute.largeAnswers`). A listing sends its first
   * page under the name its infinite hook reads (`data/page-request.ts`), so the browser's take-over asks nothing.
   */
  answers?: PageAnswers;
  /**
   * When the storefront's code should start: 'after-paint' for a page that is whole as rendered, so the code does not
   * share the bandwidth with what the shopper is waiting to see; 'at-once' for a page rendered in its loading state,
   * which only the code can fill in.
   */
  takeOver: 'after-paint' | 'at-once';
}

/** How the shopper asked for the page. */
export interface RenderOptions {
  /** Lite mode: the shopper's switch (its cookie) or the browser's `Save-Data: on`. Smaller pictures. */
  lite?: boolean;
}

/**
 * The page at `url` rendered, or undefined when the browser must render it itself. `url` is the address the browser
 * asked for; a path and search alone will do, but then the page's picture in `og:image` has no origin to be absolute
 * against.
 */
export type PageRenderer = (url: string, options?: RenderOptions) => Promise<RenderedPage | undefined>;

/**
 * The storefront's server renderer (issue 8): the reference server puts the returned HTML into `index.html`'s root
 * and the page's title and meta tags into its head, so a phone paints the page before the storefront's code has
 * arrived and a link shared to a chat shows the page's own title and picture; `boot.tsx` then takes it over. `fetch`
 * answers the page's API calls in process; the answers go along with the page, so the browser takes it over without
 * asking again (`data/first-answers.ts`). Only pages that look the same to every shopper are rendered, whole or in their
 * loading state (`AppRoute.rendersOnServer`), and only when their first requests answered: otherwise the browser
 * renders the page and shows its error or empty state, as it does without a server render.
 */
export function createPageRenderer(fetch: FetchLike): PageRenderer {
  answerApiCallsWith(fetch);
  return async (url, { lite = false } = {}) => {
    // A build for another backend asks that backend for its data; this server cannot answer for it.
    if (import.meta.env.VITE_SAUDA_API_URL) return undefined;
    const address = new URL(url, 'http://storefront');
    const { pathname, search } = address;
    const first = firstLoad(pathOf(pathname), search);
    if (!first.rendersOnServer) return undefined;
    try {
      const answers = await firstRenderAnswers(first, (request) => request.load());
      const sink: { meta?: DocumentMeta } = {};
      const { prelude } = await prerender(
        <StrictMode>
          <DocumentMetaSink value={sink}>
            <RenderedLiteModeProvider value={lite}>
              <App serverLocation={{ path: pathname, search }} answers={answers} />
            </RenderedLiteModeProvider>
          </DocumentMetaSink>
        </StrictMode>,
        {
          signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
          // A large boundary would otherwise come outside the page, put in place by an inline script, which the
          // storefront's Content-Security-Policy blocks. A prerender sends the page whole anyway.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      const body = await new Response(prelude).text();
      // Every rendered page names its title; one that did not would keep the document's own.
      const head = sink.meta ? renderToStaticMarkup(<DocumentHead meta={sink.meta} base={address.href} />) : '';
      return {
        body,
        head,
        ...(first.sendsAnswers ? { answers } : {}),
        takeOver: first.rendersOnServer === 'page' ? 'after-paint' : 'at-once',
      };
    } catch {
      return undefined;
    }
  };
}
