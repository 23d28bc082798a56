import { sortOrdersNewestFirst } from '@sauda/commerce';
import useSWR from 'swr';
import { ordersApi } from '../api/orders-api';

/** The shopper's orders, newest first (the server does not order them). */
export function useOrders(userId: string | null) {
  return useSWR(userId ? ['orders', userId] : null, async ([, id]) => sortOrdersNewestFirst(await ordersApi.list(id)));
}

/** The lines of one order group. */
export function useOrderDetails(orderGroupId: string) {
  return useSWR(['orders', 'details', orderGroupId], ([, , id]) => ordersApi.details(id));
}
