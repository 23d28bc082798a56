import { SHIPPING_FEE, roundMoney } from '../price/shipping';
import type { CartLine } from '../types';

/** Price × quantity of one line. */
export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return roundMoney(line.price * line.quantity);
}

/**
 * The struck-through price of a line (spec §9): its stored old price, or twice its price when there is none; null
 * when that is not above the price, so no "original" price equal to (or below) the price is ever struck through.
 */
export function lineOldPrice(line: Pick<CartLine, 'price' | 'oldPrice'>): number | null {
  const old = line.oldPrice != null && line.oldPrice > 0 ? line.oldPrice : line.price * 2;
  return old > line.price ? old : null;
}

/** Σ price × quantity. */
export function cartSubtotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number {
  let sum = 0;
  for (const line of lines) sum += line.price * line.quantity;
  return roundMoney(sum);
}

/** The number the cart badge shows (spec §2.3): the number of lines, not the sum of quantities. */
export function cartCount(lines: readonly unknown[]): number {
  return lines.length;
}

/**
 * The number of pieces in the cart, Σ quantity: what 'Subtotal (N items)' and 'Checkout (N)' count, so two lines of
 * two read '4 items' as the shopper expects (Sauda counts pieces there; the badge still counts lines).
 */
export function cartUnitCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  let units = 0;
  for (const line of lines) units += line.quantity;
  return units;
}

/** Cart total: subtotal plus the flat Rs 200 shipping fee. */
export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number {
  return roundMoney(cartSubtotal(lines) + SHIPPING_FEE);
}
