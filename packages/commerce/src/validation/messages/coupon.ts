// Coupon: the texts of spec §5, §8.
export const COUPON_APPLIED_MESSAGE = 'Coupon applied successfully!';
export const COUPON_INVALID_MESSAGE = 'Invalid coupon code.';
export const COUPON_FAILED_MESSAGE = 'Failed to apply coupon. Try again.';
/** 'Order total for the shop must be at least {n} to use this coupon.' */
export function couponMinimumMessage(minimumOrderValue: number): string {
  return `Order total for the shop must be at least ${minimumOrderValue} to use this coupon.`;
}
