import { catalogueClient, dealsClient, productsClient, searchClient } from '@sauda/api';
import { call } from '../http';

/** Products, search, deals and the taxonomy. */
export const productsApi = /* @__PURE__ */ productsClient(call);
export const searchApi = /* @__PURE__ */ searchClient(call);
export const dealsApi = /* @__PURE__ */ dealsClient(call);
export const catalogueApi = /* @__PURE__ */ catalogueClient(call);
