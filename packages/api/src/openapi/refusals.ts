import type { Endpoint, RefusalStatus } from '../core/endpoint';

/** The reference server's largest multipart body: a review's three 2 MB images and their fields. */
const FORM_LIMIT = '3 images of 2 MB and their fields';

/**
 * The 4xx answers of an endpoint, status and when it comes, in status order: those every call of its kind answers
 * (400 for any input, 401 and 403 for a signed-in user's call, 413 and 415 for a body), then its own `refusals`,
 * which replace a derived description of the same status.
 */
export function refusalsOf(endpoint: Endpoint): [RefusalStatus, string][] {
  const refusals: Partial<Record<RefusalStatus, string>> = {};
  if (endpoint.params || endpoint.query || endpoint.body) {
    refusals[400] = 'Invalid input (the message names the first problem).';
  }
  if (endpoint.access === 'user') {
    refusals[401] = 'No valid bearer token: missing, expired, or ended by a password reset.';
    refusals[403] = "The call names another user's data.";
  }
  if (endpoint.body) {
    const json = endpoint.body.type === 'json';
    refusals[413] = `The body is too large: at most ${json ? '1 MB' : FORM_LIMIT}.`;
    refusals[415] = json ? 'The body is not sent as application/json.' : 'The body is not a multipart form.';
  }
  Object.assign(refusals, endpoint.refusals);
  return (Object.entries(refusals) as [string, string][])
    .map(([status, when]): [RefusalStatus, string] => [Number(status) as RefusalStatus, when])
    .sort(([a], [b]) => a - b);
}
