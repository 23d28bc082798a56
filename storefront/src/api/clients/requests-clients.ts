import { cancellationsClient, returnsClient } from '@sauda/api';
import { call } from '../http';

/** Return and cancellation requests. */
export const returnsApi = /* @__PURE__ */ returnsClient(call);
export const cancellationsApi = /* @__PURE__ */ cancellationsClient(call);
