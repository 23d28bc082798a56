import useSWR from 'swr';
import { shopsApi } from '../api/shops-api';
import { nextPaint } from '../layout/next-paint';

/**
 * One shop for the store page header (`GET /shops/{id}`); null id fetches nothing. `afterPaint`: a request is sent only
 * once the page has painted (`nextPaint`), for a name the first look does without.
 */
export function useShop(shopId: string | null, { afterPaint = false } = {}) {
  return useSWR(
    shopId ? ['shop', shopId] : null,
    async ([, id]) => {
      if (afterPaint) await nextPaint();
      return shopsApi.get(id);
    },
    { shouldRetryOnError: false },
  );
}
