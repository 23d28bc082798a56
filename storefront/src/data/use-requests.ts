import useSWR from 'swr';
import { cancellationsApi, returnsApi } from '../api/requests-api';

/** The shopper's return requests. */
export function useReturns(userId: string) {
  return useSWR(['returns', userId], ([, id]) => returnsApi.list(id));
}

/** The shopper's cancellation requests. */
export function useCancellations(userId: string) {
  return useSWR(['cancellations', userId], ([, id]) => cancellationsApi.list(id));
}
