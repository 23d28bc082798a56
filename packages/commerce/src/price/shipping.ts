/** Flat shipping fee in rupees, charged once per order (cart, checkout and order details). */
export const SHIPPING_FEE = 200;

/** Rounds a rupee amount to paisa so sums of decimal prices do not drift (0.1 + 0.2). */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Order details total: the order amount (after discount) plus the flat shipping fee. */
export function orderDetailTotal(amount: number): number {
  return roundMoney(amount + SHIPPING_FEE);
}
