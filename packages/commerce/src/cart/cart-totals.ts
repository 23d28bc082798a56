import { SHIPPING_FEE, roundMoney } from '../price/shipping';
import type { CartLine } from '../types';

/** Price × quantity of one line. */
export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return roundMoney(line.price * line.quantity);
}

/** The struck-through price of a line: its stored old price, or twice its price when there is none. */
export function lineOldPrice(line: Pick<CartLine, 'price' | 'oldPrice'>): number {
  return line.oldPrice != null && line.oldPrice > 0 ? line.oldPrice : line.price * 2;
}

/** Σ price × quantity. */
export function cartSubtotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number {
  let sum = 0;
  for (const line of lines) sum += line.price * line.quantity;
  return roundMoney(sum);
}

/** The number the cart badge and 'Subtotal (N items)' show: the number of lines, not the sum of quantities. */
export function cartCount(lines: readonly unknown[]): number {
  return lines.length;
}

/** Cart total: subtotal plus the flat Rs 200 shipping fee. */
export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number {
  return roundMoney(cartSubtotal(lines) + SHIPPING_FEE);
}
