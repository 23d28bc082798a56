import { addressesClient, authClient, contactClient, userClient, wishlistClient } from '@sauda/api';
import { call } from './http';

/** The shopper's own data, sign-in and the contact form. Each client is marked pure so a page that never uses one does not bundle it. */
export const wishlistApi = /* @__PURE__ */ wishlistClient(call);
export const userApi = /* @__PURE__ */ userClient(call);
export const addressesApi = /* @__PURE__ */ addressesClient(call);
export const authApi = /* @__PURE__ */ authClient(call);
export const contactApi = /* @__PURE__ */ contactClient(call);
