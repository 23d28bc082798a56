import { searchPage } from '@sauda/commerce';
import { answerApiCallsWith } from '../api/http';
import type { PageRequest } from '../data/page-request';
import { itemCategoriesRequest } from '../data/use-catalogue';
import type { LazyPage } from './lazy-page';
import { appRoutes, type PagePicture, type RouteParams } from '../app/route-table';

/**
 * What the build learns from the route table for the server's preload hints (`route-hints-plugin.ts`, which loads
 * this module in Node while it builds; never bundled). The requests are not written out anywhere: each page's own
 * first requests (`AppRoute.requests`, the SWR keys and fetchers its hooks use) are run through the storefront's API
 * client, whose sending is replaced by a recorder, so a hinted URL is the one the page then asks for on this build's
 * backend, in the client's parameter order and encoding.
 */
export interface RouteSource {
  /** The route table's pattern. */
  path: string;
  /** The page's module, from `storefront/src`. */
  page: string;
  /** Parameters that must be UUIDs: the route's own, and those without which the page asks for nothing. */
  uuids: string[];
  /** The page's first requests, with `:name` where the address's parameter or search parameter of that name goes. */
  fetches: string[];
  picture?: PagePicture;
}

/** A UUID per parameter, found again in the URLs the client builds and turned back into `:name`. */
const stand = (n: number) => `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`;
/** The search page's query stands in as a word the client encodes as itself. */
const QUERY_STAND_IN = 'saudaroutehintquery';

/** The URLs `requests` send, recorded instead of sent (every call fails, which the page's own code tolerates). */
async function urlsOf(requests: readonly PageRequest[]): Promise<string[]> {
  const sent: string[] = [];
  answerApiCallsWith((input) => {
    sent.push(input);
    return Promise.reject(new Error('recorded, not sent'));
  });
  for (const request of requests) await request.load().catch(() => undefined);
  return sent;
}

/**
 * The module a page's loader imports, from `storefront/src`. Read from the loader's own code as Vite's module runner
 * runs it (`__vite_ssr_dynamic_import__("/src/pages/…")`, the path from the root Vite runs in), so the page is named once, in its `import()`, and the
 * browser's code carries no second copy of the name; should that form change, the build fails here.
 */
function pageModuleOf(page: LazyPage): string {
  const imported = /__vite_ssr_dynamic_import__\(\s*["'][^"']*?\/src\/([^"']+)["']/.exec(String(page.loader))?.[1];
  if (!imported) throw new Error(`route hints: cannot read the module of a page's loader: ${String(page.loader)}`);
  return imported;
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** Each route of the table with a pattern, in the table's order, as the server's hints need it. */
async function routeSources(): Promise<RouteSource[]> {
  const sources: RouteSource[] = [];
  for (const route of appRoutes) {
    if (!route.path) continue;
    const names = paramNames(route.path);
    const params: RouteParams = Object.fromEntries(names.map((name, i) => [name, stand(i)]));
    const search = new URLSearchParams({ [searchPage.param]: QUERY_STAND_IN });
    const requests = route.requests?.(params, search) ?? [];
    // A parameter the page asks nothing without, given anything but a UUID, hints nothing there either.
    const asksWithout = (name: string) =>
      (route.requests?.({ ...params, [name]: 'not-a-uuid' }, search) ?? []).length === requests.length;
    const uuids = names.filter((name) => route.uuids?.includes(name) || !asksWithout(name));
    const fetches = (await urlsOf(requests)).map((url) => {
      const template = names
        .reduce((filled, name, i) => filled.split(stand(i)).join(`:${name}`), url)
        .split(QUERY_STAND_IN)
        .join(`:${searchPage.param}`);
      // A client that rewrites a value (its case, its encoding) would leave a hint no page ever asks for.
      if (/00000000-0000-4000-8000-/i.test(template)) {
        throw new Error(`route hints: ${route.path} sends its address's values rewritten: ${template}`);
      }
      return template;
    });
    sources.push({
      path: route.path,
      page: pageModuleOf(route.page),
      uuids,
      fetches,
      ...(route.picture ? { picture: route.picture } : {}),
    });
  }
  return sources;
}

/**
 * Every page's first requests (the header's categories) as URLs, and each route's sources. Worked out as the module
 * loads: the build's module runner closes once the import has finished, and the API clients are loaded on first call.
 */
export const sources = { everyPageFetches: await urlsOf([itemCategoriesRequest()]), routes: await routeSources() };
