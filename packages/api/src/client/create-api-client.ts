import { createSend, type HttpOptions } from '../core/http';
import { legacyRefusalOf } from '../core/legacy-refusal-codes';
import type { GuidCase } from '../requests/order-payload';
import { addressesClient } from './addresses-client';
import { authClient } from './auth-client';
import { createCall } from './call';
import { catalogueClient, dealsClient, productsClient, searchClient } from './catalogue-clients';
import { contactClient } from './contact-client';
import { couponsClient } from './coupons-client';
import { followsClient } from './follows-client';
import { legacyListing } from './listing-legacy';
import { referenceListing } from './listing-reference';
import { ordersClient } from './orders-client';
import { cancellationsClient, returnsClient } from './requests-client';
import { reviewsClient } from './reviews-client';
import { questionsClient } from './questions-client';
import { shopsClient } from './shops-client';
import { userClient } from './user-client';
import { wishlistClient } from './wishlist-client';

/** Options of `createApiClient`. */
export interface ApiClientOptions extends HttpOptions {
  /**
   * Which backend answers. 'legacy' sends GUIDs of the order payload in upper case, because the legacy coupon
   * check compares shop ids as text, and reads listings through the spec's calls, filtered in the browser.
   * @default 'reference'
   */
  backend?: 'reference' | 'legacy';
}

/**
 * The typed /api/v1 client: one group per area, one function per call. Every function takes an optional
 * `{ signal, fallback }` last, resolves with domain values from `@sauda/commerce` and rejects with `ApiError`.
 */
export function createApiClient(options: ApiClientOptions) {
  const call = createCall(
    createSend(options.backend === 'legacy' ? { refusalOfText: legacyRefusalOf, ...options } : options),
  );
  const guidCase: GuidCase = options.backend === 'legacy' ? 'upper' : 'as-is';
  return {
    /** Every listing, a page at a time: the backend's adapter, chosen here once. */
    listing: options.backend === 'legacy' ? legacyListing(call) : referenceListing(call),
    products: productsClient(call),
    search: searchClient(call),
    deals: dealsClient(call),
    catalogue: catalogueClient(call),
    wishlist: wishlistClient(call),
    user: userClient(call),
    addresses: addressesClient(call),
    coupons: couponsClient(call),
    orders: ordersClient(call, guidCase),
    returns: returnsClient(call),
    cancellations: cancellationsClient(call),
    shops: shopsClient(call),
    follows: followsClient(call),
    auth: authClient(call),
    reviews: reviewsClient(call),
    questions: questionsClient(call),
    contact: contactClient(call),
  };
}

/** The client `createApiClient` returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
