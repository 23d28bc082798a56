import {
  cartCouponDiscount,
  couponOrderValue,
  couponOtherShopMessage,
  groupCartByShop,
  sameId,
  type CartLine,
  type Coupon,
} from '@sauda/commerce';
import { couponsApi } from '../api/coupons-api';
import { shopsApi } from '../api/shops-api';

/** A code checked against the cart: the coupon (with its shop) to price it with, or why it cannot be used. */
export type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; error: string };

/** The largest order value the coupon check takes. */
const UNMEASURED_ORDER_VALUE = 100_000_000;

const nameOfShop = (shopId: string) =>
  shopsApi.get(shopId).then(
    (shop) => shop.name || undefined,
    () => undefined,
  );

/**
 * Checks a code the way both backends allow. The legacy validate answer names no shop (contract §3.9), so the
 * coupon's shop is looked up among the vouchers of the shops in the cart (§4.7): found, the code is measured against
 * that shop's items (the order call applies it there, and its minimum is that shop's); not found, it is no voucher of
 * a shop in the cart. The server still validates the code (dates, usage), with the value its discount is taken from.
 */
export async function checkCoupon(code: string, lines: readonly CartLine[]): Promise<CouponCheck> {
  const shopIds = groupCartByShop(lines).map((group) => group.shopId);
  const voucher = await couponsApi.findAmongShops(code, shopIds);
  if (voucher) {
    const named = { ...voucher, shopName: voucher.shopName ?? (await nameOfShop(voucher.shopId)) };
    const local = cartCouponDiscount(lines, named);
    if (!local.ok) return { ok: false, error: local.error };
    const { coupon } = await couponsApi.validate({ couponCode: code, orderValue: couponOrderValue(lines, voucher) });
    return { ok: true, coupon: { ...named, ...coupon, shopId: voucher.shopId, shopName: named.shopName } };
  }
  // No shop in the cart lists the code: whatever it would take off is not taken here, and the call only says whether
  // the code exists (and, from the reference server, whose it is). The largest order value the servers take keeps
  // a minimum from hiding that behind 'Spend Rs …'.
  const { coupon } = await couponsApi.validate({ couponCode: code, orderValue: UNMEASURED_ORDER_VALUE });
  if (coupon.shopId !== undefined && lines.some((line) => sameId(line.shopId, coupon.shopId ?? ''))) {
    // Listed by no cart shop yet the server says it is one of theirs (a list that failed to say so): price it here.
    const result = cartCouponDiscount(lines, coupon);
    return result.ok ? { ok: true, coupon } : { ok: false, error: result.error };
  }
  return { ok: false, error: couponOtherShopMessage(coupon.code || code, coupon.shopName) };
}
