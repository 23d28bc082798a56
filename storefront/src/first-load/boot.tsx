import { afterNextPaint } from '@sauda/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from '../app/app';
import { firstLoad, firstRenderAnswers, preloadRouteData } from './preload-route-data';
import { firstAnswer, readFirstAnswers } from '../data/first-answers';
import type { PageAnswers, PageRequest } from '../data/page-request';
import { pathOf } from '../locale/locale';
import { replayHeldInteractions, stopHoldingInteractions } from './held-interactions';

const { search } = window.location;
/** The page's in-app path: without the language's prefix (`/ur`), which the router strips itself. */
const path = pathOf(window.location.pathname);
const first = firstLoad(path, search);
const root = document.getElementById('root');

/** The performance mark of the moment the storefront first answers the shopper (its page's first commit). */
export const INTERACTIVE_MARK = 'sauda:interactive';

/**
 * Marks when the page became interactive: on a page the server rendered, links work before, buttons and fields only
 * after, and the taps held until then are replayed. That is the page's own first commit, not the document's: React
 * takes the routes' Suspense boundary (the page) over after the header around it, and a field typed in before then
 * would keep its text out of React's state. Field measurements read the mark with `performance.getEntriesByName`,
 * and the browser journeys wait for it.
 *
 * What the storefront needs only once its first page is up (`after-first-render.ts`) is asked for once the page has
 * painted, so its download does not compete with that paint. The page, not the header: asked for after the header's
 * paint, its download and evaluation came before the cart's lines and delayed them (Lighthouse's mobile cart).
 * Offline, the browser's own scroll handling stays.
 */
function markInteractive() {
  if (performance.getEntriesByName(INTERACTIVE_MARK).length > 0) return;
  performance.mark(INTERACTIVE_MARK);
  replayHeldInteractions();
  afterNextPaint(
    () =>
      void import('./after-first-render').then(
        ({ afterFirstRender }) => afterFirstRender(),
        () => {},
      ),
  );
}

const app = (answers?: PageAnswers) => (
  <StrictMode>
    <App answers={answers} onPageShown={markInteractive} />
  </StrictMode>
);

if (root?.firstElementChild) {
  // The server rendered this page with its first answers (`entry-server.tsx`) and sent them along; the page's code
  // was asked for once the page had painted (`after-paint.ts`). With both, the first render matches the server's HTML
  // and React takes it over in one pass; the hooks find their answers preloaded. A page that came without its
  // answers asks for them again. Should that fail, the page is rendered afresh and shows its error state.
  const sent = readFirstAnswers();
  const start = (request: PageRequest) => preload(request.key, sent ? () => firstAnswer(sent, request) : request.load);
  firstRenderAnswers(first, start)
    // React answers the shopper from here, replaying a tap made while it takes over: holding stops, or that tap
    // would be done twice.
    .finally(stopHoldingInteractions)
    .then(
      // As a transition, React takes the page over in slices of a few milliseconds, yielding to the browser between
      // them, instead of in one long task: a tap or a scroll meanwhile is answered, and a phone's main thread is
      // never blocked for the whole page (Total Blocking Time).
      (answers) => startTransition(() => void hydrateRoot(root, app(answers))),
      () => {
        root.replaceChildren();
        startTransition(() => createRoot(root).render(app()));
      },
    );
} else if (root) {
  preloadRouteData(path, search);
  // The page's chunk is on its way already (the head names it); rendered without it, the page would first show its
  // loader, then itself a moment later.
  const render = () => startTransition(() => createRoot(root).render(app()));
  void (first.page?.load() ?? Promise.resolve()).then(render, render);
}
