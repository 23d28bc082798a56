import { authClient } from '@sauda/api';
import { call } from '../http';

/** Sign-in, sign-up, e-mail verification and password reset. */
export const authApi = /* @__PURE__ */ authClient(call);
