import useSWR from 'swr';
import { followsApi } from '../api/follows-api';

/** Whether the signed-in shopper follows a shop; no fetch (undefined) for a visitor. */
export function useFollowStatus(userId: string | null, shopId: string) {
  return useSWR(userId ? ['follow-status', userId, shopId] : null, ([, user, shop]) =>
    followsApi.status({ userId: user, shopId: shop }),
  );
}
