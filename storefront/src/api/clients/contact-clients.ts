import { contactClient } from '@sauda/api';
import { call } from '../http';

/** The contact form. */
export const contactApi = /* @__PURE__ */ contactClient(call);
