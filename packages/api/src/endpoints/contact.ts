import { defineEndpoint } from '../core/endpoint';
import { contactBodySchema } from '../wire/contact';
import { messageAnswerSchema } from '../wire/shared';

/** `POST /contact`: the contact form (the reference server only). */
export const sendContactMessage = defineEndpoint({
  operationId: 'contact.send',
  tag: 'contact',
  method: 'post',
  path: '/contact',
  summary: 'Send a message to support',
  body: { type: 'json', schema: contactBodySchema },
  successStatus: 201,
  response: messageAnswerSchema,
  fallback: 'Failed to send your message. Please try again.',
  backends: 'reference',
});
