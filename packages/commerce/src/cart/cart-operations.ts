import type { CartLine } from '../types';
import { MAX_QUANTITY_MESSAGE } from '../validation/messages';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from './cart-limits';
import type { CartLineKey } from './cart-line-key';
import { isSameCartLine } from './cart-line-key';

/** The outcome of a cart change: the new lines, and the message to toast when the maximum was hit. */
export interface CartResult {
  lines: CartLine[];
  error?: typeof MAX_QUANTITY_MESSAGE;
}

function validQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= CART_MIN_QUANTITY;
}

/**
 * Adds a line, merging it into an existing line of the same product + colour + size. The quantity is capped at 3
 * (the result then carries 'Maximum quantity of 3 reached!'); a quantity below 1 or not whole changes nothing.
 */
export function addToCart(lines: readonly CartLine[], line: CartLine): CartResult {
  if (!validQuantity(line.quantity)) return { lines: lines.slice() };
  const index = lines.findIndex((existing) => isSameCartLine(existing, line));
  const current = index === -1 ? 0 : (lines[index] as CartLine).quantity;
  if (current >= CART_MAX_QUANTITY) return { lines: lines.slice(), error: MAX_QUANTITY_MESSAGE };
  const wanted = current + line.quantity;
  const quantity = Math.min(wanted, CART_MAX_QUANTITY);
  const next =
    index === -1
      ? [...lines, { ...line, quantity }]
      : lines.map((existing, i) => (i === index ? { ...existing, quantity } : existing));
  return wanted > CART_MAX_QUANTITY ? { lines: next, error: MAX_QUANTITY_MESSAGE } : { lines: next };
}

/**
 * Sets a line's quantity. Above 3 the line is left unchanged and the result carries the maximum message; below 1 (or
 * not whole) nothing changes (the minus button is disabled at 1; removing is `removeFromCart`).
 */
export function setQuantity(lines: readonly CartLine[], key: CartLineKey, quantity: number): CartResult {
  if (!validQuantity(quantity)) return { lines: lines.slice() };
  if (quantity > CART_MAX_QUANTITY) return { lines: lines.slice(), error: MAX_QUANTITY_MESSAGE };
  return { lines: lines.map((line) => (isSameCartLine(line, key) ? { ...line, quantity } : line)) };
}

/** The plus button: one more, refused with the maximum message at 3. */
export function incrementQuantity(lines: readonly CartLine[], key: CartLineKey): CartResult {
  const line = lines.find((candidate) => isSameCartLine(candidate, key));
  if (!line) return { lines: lines.slice() };
  return setQuantity(lines, key, line.quantity + 1);
}

/** The minus button: one less, never below 1. */
export function decrementQuantity(lines: readonly CartLine[], key: CartLineKey): CartResult {
  const line = lines.find((candidate) => isSameCartLine(candidate, key));
  if (!line || line.quantity <= CART_MIN_QUANTITY) return { lines: lines.slice() };
  return setQuantity(lines, key, line.quantity - 1);
}

/** Whether the stepper's plus and minus buttons are enabled for a quantity. */
export function quantityStepperState(quantity: number): { canIncrement: boolean; canDecrement: boolean } {
  return { canIncrement: quantity < CART_MAX_QUANTITY, canDecrement: quantity > CART_MIN_QUANTITY };
}

/** Removes the line of that product + colour + size; returns a new array. */
export function removeFromCart(lines: readonly CartLine[], key: CartLineKey): CartLine[] {
  return lines.filter((line) => !isSameCartLine(line, key));
}
