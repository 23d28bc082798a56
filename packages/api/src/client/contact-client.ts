import type { CallOptions } from '../core/http';
import { sendContactMessage } from '../endpoints/contact';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import type { ContactBody } from '../wire/contact';
import type { Call } from './call';

/** `contact`: the contact form (reference server only). */
export function contactClient(call: Call) {
  return {
    /** `POST /contact`. */
    send: async (body: ContactBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(sendContactMessage, { json: body }, options), 'Your message has been sent.'),
  };
}
