import { shopsClient } from '@sauda/api';
import { call } from '../http';

/** Shops and their pages. */
export const shopsApi = /* @__PURE__ */ shopsClient(call);
