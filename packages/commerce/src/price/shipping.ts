/** Flat shipping fee in rupees, charged once per order (cart, checkout and order details). */
export const SHIPPING_FEE = 200;

/** Rounds a rupee amount to paisa so sums of decimal prices do not drift (0.1 + 0.2). */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * What the shopper pays for a placed order, wherever it is shown (My Orders, its details, the confirmation, a
 * cancellation's refund): the amount after discount plus the order's shipping fee, the flat Rs 200 when the backend
 * does not say (the original backend never stores it).
 */
export function orderTotal(order: { amount: number; shippingFee?: number | null | undefined }): number {
  return roundMoney(order.amount + (order.shippingFee ?? SHIPPING_FEE));
}

/** Order details total: the order amount (after discount) plus the flat shipping fee (`orderTotal`). */
export function orderDetailTotal(amount: number): number {
  return orderTotal({ amount });
}
