import { followsClient } from '@sauda/api';
import { call } from '../http';

/** Following shops. */
export const followsApi = /* @__PURE__ */ followsClient(call);
