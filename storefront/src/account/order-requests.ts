import type { CancelOrderRequest, ReturnOrderRequest } from '@sauda/ui';
import { useSWRConfig } from 'swr';
import { cancellationsApi, returnsApi } from '../api/requests-api';
import { handleSessionExpiry } from '../api/session-expiry';

/**
 * Submit handlers of the cancel and return forms. They resolve when the server accepted the request (the lists and
 * orders refresh) and reject with the `ApiError`, whose message is the server's text or the spec's fallback, which
 * the forms show while keeping what was typed.
 */
export function useOrderRequests(userId: string) {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => Array.isArray(key) && ['orders', 'returns', 'cancellations'].includes(key[0] as string));

  const send = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      handleSessionExpiry(error);
      throw error;
    }
    await refresh();
  };

  return {
    cancel: (request: CancelOrderRequest) =>
      send(() => cancellationsApi.request(request.orderId, { userId, reason: request.reason })),
    requestReturn: (request: ReturnOrderRequest) =>
      send(() =>
        returnsApi.request(request.orderId, {
          userId,
          reason: request.reason,
          otherReason: request.otherReason,
        }),
      ),
  };
}
