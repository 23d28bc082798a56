import { sameId } from '../ids/same-id';
import type { CartLine } from '../types';

/** What identifies a cart line: the product with its chosen colour and size. */
export type CartLineKey = Pick<CartLine, 'productId' | 'color' | 'size'>;

/** True when a line is the given product + colour + size (product ids compared case-insensitively). */
export function isSameCartLine(line: CartLineKey, key: CartLineKey): boolean {
  return (
    sameId(line.productId, key.productId) && line.color === key.color && (line.size ?? null) === (key.size ?? null)
  );
}
