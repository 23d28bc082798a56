import useSWR from 'swr';
import { followsApi } from '../api/follows-api';

/** The shops the shopper follows; a failed load reads as none (§8: logged only). */
export function useFollowedShops(userId: string) {
  return useSWR(['followed-shops', userId], ([, id]) => followsApi.list(id));
}
