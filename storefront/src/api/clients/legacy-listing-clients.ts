import { legacyListing } from '@sauda/api';
import { call } from '../http';

/** Listings from the original backend: the spec's calls, filtered, sorted and paged in the browser. */
export const listingApi = /* @__PURE__ */ legacyListing(call);
