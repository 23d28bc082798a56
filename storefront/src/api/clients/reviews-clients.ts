import { reviewsClient } from '@sauda/api';
import { call } from '../http';

/** Product reviews. */
export const reviewsApi = /* @__PURE__ */ reviewsClient(call);
