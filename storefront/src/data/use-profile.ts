import useSWR from 'swr';
import { userApi } from '../api/user-api';

/** The shopper's profile as the server has it. */
export function useProfile(userId: string) {
  return useSWR(['profile', userId], ([, id]) => userApi.get(id));
}
