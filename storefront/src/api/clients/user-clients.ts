import { userClient } from '@sauda/api';
import { call } from '../http';

/** The shopper's profile. */
export const userApi = /* @__PURE__ */ userClient(call);
