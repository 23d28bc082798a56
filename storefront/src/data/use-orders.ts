import { sortOrdersNewestFirst } from '@sauda/commerce';
import useSWR from 'swr';
import { ordersApi } from '../api/orders-api';

/** The shopper's orders, newest first (the server does not order them). */
export function useOrders(userId: string | null) {
  return useSWR(userId ? ['orders', userId] : null, async ([, id]) => sortOrdersNewestFirst(await ordersApi.list(id)));
}

/** The lines of one order group (or, on the reference server, of one order number); nothing asked while null. */
export function useOrderDetails(orderGroupId: string | null) {
  return useSWR(orderGroupId ? ['orders', 'details', orderGroupId] : null, ([, , id]) => ordersApi.details(id));
}
