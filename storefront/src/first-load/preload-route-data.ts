import { chooseRoute } from '@sauda/commerce';
import { answersOf, preloadQuietly, type PageAnswers, type PageRequest } from '../data/page-request';
import { itemCategoriesRequest } from '../data/use-catalogue';
import type { LazyPage } from './lazy-page';
import { appRoutes, type RenderedOnServer } from '../app/route-table';

/** What the page at an address asks for first, and whether the server may render it (`AppRoute`). */
export interface FirstLoad {
  /** The page's code, when a route other than the catch-all matched. */
  page?: LazyPage;
  requests: PageRequest[];
  rendersOnServer?: RenderedOnServer;
  /** Whether a rendered page sends its answers along (`AppRoute.largeAnswers`). */
  sendsAnswers?: boolean;
}

export function firstLoad(pathname: string, search: string): FirstLoad {
  const found = chooseRoute(appRoutes, pathname);
  if (!found?.route.path) return { requests: [] };
  return {
    page: found.route.page,
    requests: found.route.requests?.(found.params, new URLSearchParams(search)) ?? [],
    rendersOnServer: found.route.rendersOnServer,
    sendsAnswers: !found.route.largeAnswers,
  };
}

/**
 * On the storefront's first load, starts the current page's first request at once instead of after the page's
 * chunks have arrived: on a phone that is several round trips sooner.
 */
export function preloadRouteData(pathname: string, search: string) {
  firstLoad(pathname, search).requests.forEach(preloadQuietly);
}

/**
 * What a page's first render needs, fetched with `start`: the page's code, and the answers to its first requests and
 * the header's categories. The server's render and the browser's take-over both wait for these, so they render alike.
 */
export async function firstRenderAnswers(
  first: FirstLoad,
  start: (request: PageRequest) => Promise<unknown>,
): Promise<PageAnswers> {
  const [answers] = await Promise.all([
    answersOf([itemCategoriesRequest(), ...first.requests], start),
    first.page?.load(),
  ]);
  return answers;
}
