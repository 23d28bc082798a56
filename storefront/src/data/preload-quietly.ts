import { preload, type Key } from 'swr';

/**
 * Starts a request before the hook that will read it has loaded (SWR hands the hook this same request). A failure
 * is the hook's to report, so it is caught here: nobody else listens to the promise yet.
 */
export function preloadQuietly<K extends Key, Data>(key: K, fetcher: (key: K) => Promise<Data>): void {
  preload(key, fetcher)?.catch(() => undefined);
}
