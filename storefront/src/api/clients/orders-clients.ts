import { ordersClient } from '@sauda/api';
import { call, guidCase } from '../http';

/** Placing and reading orders. */
export const ordersApi = /* @__PURE__ */ ordersClient(call, guidCase);
