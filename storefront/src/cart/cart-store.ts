import {
  addToCart,
  decrementQuantity,
  incrementQuantity,
  ITEM_REMOVED_FROM_CART_MESSAGE,
  parseStoredCart,
  removeFromCart,
  type CartLine,
  type CartLineKey,
  type CartResult,
} from '@sauda/commerce';
import { toast } from '@sauda/ui';
import { readStored, storageKeys, useStored, useStoredOnceRead, writeStored } from '../storage/browser-storage';

const noLines: CartLine[] = [];

/** The cart lines under `cartItems`, live across components and tabs (the badge refreshes on the storage event). */
export function useCartLines(): CartLine[] {
  return useStored(storageKeys.cart, parseStoredCart, noLines);
}

/**
 * The cart lines once the browser's storage has been read; undefined while the server renders the cart page and while
 * the storefront takes it over (`useStoredOnceRead`).
 */
export function useCartLinesOnceRead(): CartLine[] | undefined {
  return useStoredOnceRead(storageKeys.cart, parseStoredCart, noLines);
}

function readLines(): CartLine[] {
  return readStored(storageKeys.cart, parseStoredCart, noLines);
}

/** Saves a change's lines and toasts the maximum-quantity error when the change hit it. */
function commit(result: CartResult): CartResult {
  writeStored(storageKeys.cart, result.lines);
  if (result.error) toast.error(result.error);
  return result;
}

/** Every cart change the storefront makes; each saves to storage at once (spec §4). */
export const cart = {
  add: (line: CartLine) => commit(addToCart(readLines(), line)),
  increment: (key: CartLineKey) => commit(incrementQuantity(readLines(), key)),
  decrement: (key: CartLineKey) => commit(decrementQuantity(readLines(), key)),
  /** Removes a line with the spec's toast; `quiet` when another toast already tells the story (moved to wishlist). */
  remove(key: CartLineKey, { quiet = false }: { quiet?: boolean } = {}) {
    writeStored(storageKeys.cart, removeFromCart(readLines(), key));
    if (!quiet) toast.success(ITEM_REMOVED_FROM_CART_MESSAGE);
  },
  clear: () => writeStored(storageKeys.cart, null),
};
