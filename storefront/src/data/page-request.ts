import { preload, unstable_serialize, type Key } from 'swr';

/**
 * A request a page makes as it loads: the SWR key its hook reads and the fetcher the hook uses. Naming it lets the
 * storefront start it before the page's code has arrived, and lets the server render the page with its answer.
 */
export interface PageRequest {
  key: Key;
  load: () => Promise<unknown>;
}

export function pageRequest<K extends Key, Data>(key: K, fetcher: (key: K) => Promise<Data>): PageRequest {
  return { key, load: () => fetcher(key) };
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
 * requests up; the fetchers themselves on the server). Rejects when any of them fails.
 */
export async function answersOf(
  requests: readonly PageRequest[],
  start: (request: PageRequest) => Promise<unknown>,
): Promise<PageAnswers> {
  const answers = await Promise.all(requests.map(start));
  return Object.fromEntries(requests.map((request, i) => [unstable_serialize(request.key), answers[i]]));
}
