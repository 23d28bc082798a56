import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from './app/app';
import { firstLoad, preloadRouteData } from './app/preload-route-data';
import { answersOf, type PageAnswers } from './data/page-request';
import { itemCategoriesRequest } from './data/use-catalogue';
import { answeringFirstFrom, readPageAnswers } from './page-answers';
import { answerApiCallsWith } from './api/http';

const { pathname, search } = window.location;
const first = firstLoad(pathname, search);
const root = document.getElementById('root');

/** The performance mark of the moment the storefront first answers the shopper (its first commit). */
export const INTERACTIVE_MARK = 'sauda:interactive';

/**
 * Marks when the page became interactive: on a page the server rendered, links work before, buttons and fields only
 * after. Field measurements read it with `performance.getEntriesByName`, and the browser journeys wait for it.
 */
function MarkInteractive() {
  useEffect(() => {
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
  }, []);
  return null;
}

const app = (answers?: PageAnswers) => (
  <StrictMode>
    <App answers={answers} />
    <MarkInteractive />
  </StrictMode>
);

if (root?.firstElementChild) {
  // The server rendered this page (`entry-server.tsx`) and sent the answers it used. The first requests are answered
  // from those, so the first render matches the server's HTML and React takes it over in one pass, once the page's
  // code has come. Should that fail, the page is rendered afresh and shows its error state.
  answerApiCallsWith(answeringFirstFrom(readPageAnswers(), (input, init) => globalThis.fetch(input, init)));
  Promise.all([
    answersOf([itemCategoriesRequest(), ...first.requests], ({ key, load }) => preload(key, load)),
    first.page?.load(),
  ]).then(
    ([answers]) => hydrateRoot(root, app(answers)),
    () => {
      root.replaceChildren();
      createRoot(root).render(app());
    },
  );
} else if (root) {
  preloadRouteData(pathname, search);
  createRoot(root).render(app());
}
