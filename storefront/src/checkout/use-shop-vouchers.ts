import useSWR from 'swr';
import { couponsApi } from '../api/coupons-api';
import { nextPaint } from '../layout/next-paint';

/**
 * A shop's vouchers usable now (`GET /coupons/vendor/{id}`); null fetches nothing. A failure shows none. `afterPaint`:
 * a request is sent only once the page has painted (`nextPaint`).
 */
export function useShopVouchers(shopId: string | null, { afterPaint = false } = {}) {
  return useSWR(
    shopId ? ['shop-vouchers', shopId.toLowerCase()] : null,
    async ([, id]) => {
      if (afterPaint) await nextPaint();
      return couponsApi.byShop(id);
    },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
