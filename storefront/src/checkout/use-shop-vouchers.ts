import useSWR from 'swr';
import { couponsApi } from '../api/coupons-api';

/** A shop's vouchers usable now (`GET /coupons/vendor/{id}`); null fetches nothing. A failure shows none. */
export function useShopVouchers(shopId: string | null) {
  return useSWR(shopId ? ['shop-vouchers', shopId.toLowerCase()] : null, ([, id]) => couponsApi.byShop(id), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
