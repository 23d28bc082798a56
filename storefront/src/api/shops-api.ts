import { followsClient, reviewsClient, shopsClient } from '@sauda/api';
import { call } from './http';

/** Shops, follows and reviews. Each client is marked pure so a page that never uses one does not bundle it. */
export const shopsApi = /* @__PURE__ */ shopsClient(call);
export const followsApi = /* @__PURE__ */ followsClient(call);
export const reviewsApi = /* @__PURE__ */ reviewsClient(call);
