import type { FetchLike } from '@sauda/api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { answerApiCallsWith } from './api/http';
import { App } from './app/app';
import { firstLoad } from './app/preload-route-data';
import { answersOf } from './data/page-request';
import { itemCategoriesRequest } from './data/use-catalogue';
import type { RecordedAnswers } from './page-answers';

/** A render that has not finished by then is given up: the shopper gets the page rendered in the browser instead. */
const RENDER_TIMEOUT_MS = 2000;

/** A page rendered on the server: its HTML, and the API answers it was rendered with, by request path. */
export interface RenderedPage {
  html: string;
  answers: RecordedAnswers;
}

/** The page at `url` (path and search) rendered, or undefined when the browser must render it itself. */
export type PageRenderer = (url: string) => Promise<RenderedPage | undefined>;

/**
 * The storefront's server renderer (issue 8): the reference server puts the page's HTML into `index.html`'s root and
 * its answers beside it (`page-answers.ts`), so a phone paints the page before the storefront's code has arrived;
 * `boot.tsx` then takes it over with the same answers. `fetch` answers the page's API calls in process. Only pages
 * that look the same to every shopper are rendered (`AppRoute.rendersOnServer`), and only when their first requests
 * answered: otherwise the browser renders the page and shows its error or empty state, as it does without a server.
 */
export function createPageRenderer(fetch: FetchLike): PageRenderer {
  // The API clients are shared by every render; each render's answers are kept apart by the async context.
  const recorder = new AsyncLocalStorage<RecordedAnswers>();
  answerApiCallsWith(async (input, init) => {
    const answer = await fetch(input, init);
    const answers = recorder.getStore();
    if (answers && answer.ok && (init.method ?? 'GET').toUpperCase() === 'GET') {
      answers[input] = await answer
        .clone()
        .json()
        .catch(() => undefined);
    }
    return answer;
  });
  return async (url) => {
    // A build for another backend asks that backend for its data; this server cannot answer for it.
    if (import.meta.env.VITE_SAUDA_API_URL) return undefined;
    const { pathname, search } = new URL(url, 'http://storefront');
    const first = firstLoad(pathname, search);
    if (!first.rendersOnServer) return undefined;
    const recorded: RecordedAnswers = {};
    try {
      const [answers] = await recorder.run(recorded, () =>
        Promise.all([
          answersOf([itemCategoriesRequest(), ...first.requests], (request) => request.load()),
          first.page?.load(),
        ]),
      );
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
      return { html: await new Response(prelude).text(), answers: recorded };
    } catch {
      return undefined;
    }
  };
}
