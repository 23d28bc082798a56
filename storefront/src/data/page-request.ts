import { preload, unstable_serialize, type Key } from 'swr';

/**
 * A request a page makes as it loads: the SWR key its hook reads and the fetcher the hook uses. Naming it lets the
 * storefront start it before the page's code has arrived, and lets the server render the page with its answer.
 */
export interface PageRequest {
  key: Key;
  load: () => Promise<unknown>;
  /**
   * The request is the first page of a `useSWRInfinite` hook (a listing). Preloading uses the page's own key, which
   * the hook's page fetcher picks up; SWR's `fallback` holds the hook's answer under the hook's name, as its list of
   * pages (`answerName`).
   */
  firstPage?: true;
}

export function pageRequest<K extends Key, Data>(key: K, fetcher: (key: K) => Promise<Data>): PageRequest {
  return { key, load: () => fetcher(key) };
}

/** The first page of an infinite hook whose page keys `fetcher` reads; the hook picks the request up. */
export function firstPageRequest<K extends Key, Data>(key: K, fetcher: (key: K) => Promise<Data>): PageRequest {
  return { ...pageRequest(key, fetcher), firstPage: true };
}

/** How `useSWRInfinite` names the pages of a hook in the cache and in `fallback`: this, then its first page's key. */
export const INFINITE_PREFIX = '$inf$';

/** The name under which SWR's `fallback` holds a request's answer for the hook that reads it. */
export function answerName(request: Pick<PageRequest, 'key' | 'firstPage'>): string {
  const name = unstable_serialize(request.key);
  return request.firstPage ? `${INFINITE_PREFIX}${name}` : name;
}

/**
 * Starts a request before the hook that will read it has loaded (SWR hands the hook this same request). A failure
 * is the hook's to report, so it is caught here: nobody else listens to the promise yet.
 */
export function preloadQuietly({ key, load }: PageRequest): void {
  preload(key, load)?.catch(() => undefined);
}

/** SWR's `fallback`: each request's answer under the key its hook reads, so the first render already shows them. */
export type PageAnswers = Record<string, unknown>;

/**
 * The answers to `requests`, each obtained by `start` (SWR's `preload` in the browser, so the hooks pick the same
 * requests up; the fetchers themselves on the server), under the names their hooks read (`answerName`): a first
 * page as its hook's list of one page. Rejects when any of them fails.
 */
export async function answersOf(
  requests: readonly PageRequest[],
  start: (request: PageRequest) => Promise<unknown>,
): Promise<PageAnswers> {
  const answers = await Promise.all(requests.map(start));
  return Object.fromEntries(
    requests.map((request, i) => [answerName(request), request.firstPage ? [answers[i]] : answers[i]]),
  );
}
