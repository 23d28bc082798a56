import { referenceListing } from '@sauda/api';
import { call } from '../http';

/** Listings from the reference server: each page filtered, sorted and counted by the server. */
export const listingApi = /* @__PURE__ */ referenceListing(call);
