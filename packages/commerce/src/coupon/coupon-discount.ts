import { sameId } from '../ids/same-id';
import { SHIPPING_FEE, roundMoney } from '../price/shipping';
import type { CartLine, Coupon } from '../types';
import { couponMinimumMessage } from '../validation/messages';

/** A coupon either applies with a discount in rupees, or is refused with the spec's message. */
export type CouponResult = { ok: true; discount: number } | { ok: false; discount: 0; error: string };

/**
 * The discount a coupon gives on an order value: Percentage = value × percent / 100, Flat = the value, never more
 * than the order value. Below the coupon's minimum the result carries 'Order total for the shop must be at least
 * {n} to use this coupon.' (the minimum itself qualifies).
 */
export function couponDiscount(
  coupon: Pick<Coupon, 'discountType' | 'discountValue' | 'minimumOrderValue'>,
  orderValue: number,
): CouponResult {
  if (!(orderValue >= coupon.minimumOrderValue)) {
    return { ok: false, discount: 0, error: couponMinimumMessage(coupon.minimumOrderValue) };
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

/** Checkout total: subtotal + Rs 200 shipping − discount. */
export function checkoutTotal(subtotal: number, discount = 0): number {
  return roundMoney(subtotal + SHIPPING_FEE - discount);
}
