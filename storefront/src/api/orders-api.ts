import { cancellationsClient, couponsClient, ordersClient, returnsClient } from '@sauda/api';
import { call, guidCase } from './http';

/** Coupons, orders, returns and cancellations. Each client is marked pure so a page that never uses one does not bundle it. */
export const couponsApi = /* @__PURE__ */ couponsClient(call);
export const ordersApi = /* @__PURE__ */ ordersClient(call, guidCase);
export const returnsApi = /* @__PURE__ */ returnsClient(call);
export const cancellationsApi = /* @__PURE__ */ cancellationsClient(call);
