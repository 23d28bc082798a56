import { listingPage } from '../endpoints/listing';
import { toListingPage } from '../normalise/listing';
import type { Call } from './call';
import { listingQueryOf, type ListingClient } from './listing';

/** The listing read from the reference server: each page filtered, sorted and counted in SQL (`GET /listing`). */
export function referenceListing(call: Call): ListingClient {
  return {
    page: async (request, options) =>
      toListingPage(await call(listingPage, { query: listingQueryOf(request) }, options)),
  };
}
