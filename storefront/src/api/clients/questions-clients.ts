import { questionsClient } from '@sauda/api';
import { call } from '../http';

/** Product questions and answers. */
export const questionsApi = /* @__PURE__ */ questionsClient(call);
