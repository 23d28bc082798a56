import { couponsClient } from '@sauda/api';
import { call } from '../http';

/** Checking coupons at checkout. */
export const couponsApi = /* @__PURE__ */ couponsClient(call);
