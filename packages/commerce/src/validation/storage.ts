import { z } from 'zod';
import type { CartLine, StoredUser } from '../types';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from '../cart/cart-limits';

/** The `user` kept in browser storage; a logged-in shopper needs at least a userId and an email. */
export const storedUserSchema = z.object({
  userId: z.string().min(1),
  name: z.string().catch(''),
  email: z.string().min(1),
  phone: z.string().catch(''),
});

/** Reads the stored user (already JSON-parsed, or the raw string); anything corrupt counts as no user. */
export function parseStoredUser(value: unknown): StoredUser | null {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const result = storedUserSchema.safeParse(data);
  return result.success ? result.data : null;
}

/** One stored cart line. */
export const cartLineSchema = z.object({
  productId: z.string().min(1),
  name: z.string(),
  brand: z.string().catch(''),
  color: z.string().catch(''),
  size: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  image: z.string().catch(''),
  price: z.number().nonnegative(),
  oldPrice: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  quantity: z.number().int().min(CART_MIN_QUANTITY).max(CART_MAX_QUANTITY),
  shopId: z.string().min(1),
});

/** Reads the stored `cartItems` (parsed or raw string), dropping lines that are corrupt; a corrupt list is empty. */
export function parseStoredCart(value: unknown): CartLine[] {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  for (const item of data) {
    const result = cartLineSchema.safeParse(item);
    if (result.success) lines.push(result.data);
  }
  return lines;
}

/** Reads the stored `searchHistory`: a list of strings, anything else is empty. */
export function parseStoredSearchHistory(value: unknown): string[] {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(data) ? data.filter((entry): entry is string => typeof entry === 'string') : [];
}
