import { sameId } from '../ids/same-id';
import { SHIPPING_FEE, roundMoney } from '../price/shipping';
import type { CartLine, Coupon } from '../types';
import { couponMinimumMessage, couponOtherShopMessage, couponShopMinimumMessage } from '../validation/messages';

/** A coupon either applies with a discount in rupees, or is refused with the spec's message. */
export type CouponResult = { ok: true; discount: number } | { ok: false; discount: 0; error: string };

/**
 * The discount a coupon gives on an order value: Percentage = value × percent / 100, Flat = the value, never more
 * than the order value. Below the coupon's minimum (the minimum itself qualifies) the result carries 'Spend Rs 3,000
 * on {shop}'s items to use this voucher.' when the shop's name is known, else the spec's 'Order total for the shop
 * must be at least {n} to use this coupon.'
 */
export function couponDiscount(
  coupon: Pick<Coupon, 'discountType' | 'discountValue' | 'minimumOrderValue' | 'shopName'>,
  orderValue: number,
): CouponResult {
  if (!(orderValue >= coupon.minimumOrderValue)) {
    const error = coupon.shopName
      ? couponShopMinimumMessage(coupon.minimumOrderValue, coupon.shopName)
      : couponMinimumMessage(coupon.minimumOrderValue);
    return { ok: false, discount: 0, error };
  }
  const raw =
    coupon.discountType === 'Percentage'
      ? (orderValue * coupon.discountValue) / 100
      : coupon.discountType === 'Flat'
        ? coupon.discountValue
        : 0;
  const discount = roundMoney(Math.min(Math.max(raw, 0), Math.max(orderValue, 0)));
  return { ok: true, discount };
}

/**
 * The order value a coupon is measured against: the subtotal of its shop's lines when the coupon belongs to a shop
 * (the server applies it to that shop only), otherwise the whole cart subtotal.
 */
export function couponOrderValue(lines: readonly CartLine[], coupon: Pick<Coupon, 'shopId'>): number {
  let sum = 0;
  for (const line of lines) {
    if (coupon.shopId === undefined || sameId(line.shopId, coupon.shopId)) sum += line.price * line.quantity;
  }
  return roundMoney(sum);
}

/**
 * A coupon against the cart: a shop's coupon is refused when none of the shop's items are in the cart ('EID10 is a
 * voucher of {shop}: add its items to use it.') and otherwise measured and discounted on that shop's lines only.
 */
export function cartCouponDiscount(lines: readonly CartLine[], coupon: Coupon): CouponResult {
  const { shopId } = coupon;
  if (shopId !== undefined && !lines.some((line) => sameId(line.shopId, shopId))) {
    return { ok: false, discount: 0, error: couponOtherShopMessage(coupon.code, coupon.shopName) };
  }
  return couponDiscount(coupon, couponOrderValue(lines, coupon));
}

/**
 * The discount as the original backend stores the order: its amounts are whole rupees (a `Decimal` without scale
 * rounds `subtotal − discount` half away from zero), so checkout shows the discount the order will carry and the
 * order never costs more than checkout said.
 */
export function wholeRupeeDiscount(subtotal: number, discount: number): number {
  return roundMoney(subtotal - Math.round(subtotal - discount));
}

/** Checkout total: subtotal + Rs 200 shipping − discount. */
export function checkoutTotal(subtotal: number, discount = 0): number {
  return roundMoney(subtotal + SHIPPING_FEE - discount);
}
