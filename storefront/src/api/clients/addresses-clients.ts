import { addressesClient } from '@sauda/api';
import { call } from '../http';

/** The shopper's saved delivery address. */
export const addressesApi = /* @__PURE__ */ addressesClient(call);
