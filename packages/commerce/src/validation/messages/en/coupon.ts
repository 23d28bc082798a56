import { formatPrice } from '../../../format/price';

// Coupon: the texts of spec §5, §8.
export const COUPON_APPLIED_MESSAGE = 'Coupon applied successfully!';
export const COUPON_INVALID_MESSAGE = 'Invalid coupon code.';
export const COUPON_FAILED_MESSAGE = 'Failed to apply coupon. Try again.';
/** 'Order total for the shop must be at least {n} to use this coupon.' (when the coupon's shop is not known). */
export function couponMinimumMessage(minimumOrderValue: number): string {
  return `Order total for the shop must be at least ${minimumOrderValue} to use this coupon.`;
}

// Sauda (README, "Where Sauda differs from the spec"): the shop's name and rupees tell the shopper what to do.
/** 'Spend Rs 3,000 on Khaadi Lahore's items to use this voucher.' */
export function couponShopMinimumMessage(minimumOrderValue: number, shopName: string): string {
  return `Spend ${formatPrice(minimumOrderValue)} on ${shopName}'s items to use this voucher.`;
}

/**
 * A coupon of a shop with no items in the cart: 'EID10 is a voucher of Khaadi Lahore: add its items to use it.', or,
 * when the shop is not known (the original backend names none), 'EID10 is not a voucher of a shop in your cart.'
 */
export function couponOtherShopMessage(code: string, shopName?: string | null): string {
  return shopName
    ? `${code} is a voucher of ${shopName}: add its items to use it.`
    : `${code} is not a voucher of a shop in your cart.`;
}
