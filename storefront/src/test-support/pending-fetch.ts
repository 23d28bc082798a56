import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { loadCatalogueClients } from '../api/catalogue-api';
import { loadListingClients } from '../api/listing-api';

export interface PendingFetches {
  /** What the code asked for so far, as paths with their query (the address a server would log). */
  requested(): string[];
  /**
   * `requested()` once the catalogue's and the listings' API code, which loads with the first call
   * (`api/lazy-client.ts`), has had its moment to send what was asked of it.
   */
  requestedOnceSent(): Promise<string[]>;
  /** The current test's `fetch`, to answer one call or forget the calls so far. */
  mock(): Mock<typeof fetch>;
}

/**
 * Replaces `fetch` for each test of the calling file with one whose answers never arrive unless a test gives one. For
 * tests of which requests a page starts rather than what it does with the answers (not exported from the package).
 */
export function recordPendingFetches(): PendingFetches {
  let fetchMock: Mock<typeof fetch>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  const requested = () =>
    fetchMock.mock.calls.map(([input]) => {
      const url = new URL(String(input), 'http://127.0.0.1');
      return `${url.pathname}${url.search}`;
    });
  return {
    requested,
    requestedOnceSent: async () => {
      await Promise.all([loadCatalogueClients(), loadListingClients()]);
      await new Promise((settled) => setTimeout(settled, 0));
      return requested();
    },
    mock: () => fetchMock,
  };
}
