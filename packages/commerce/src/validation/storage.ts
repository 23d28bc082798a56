import type { CartLine, StoredUser } from '../types';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from '../cart/cart-limits';

// Plain checks rather than zod: these readers run on every storefront page, before anything else loads.

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Reads the stored user (already JSON-parsed, or the raw string); anything corrupt counts as no user. */
export function parseStoredUser(value: unknown): StoredUser | null {
  const data = parseJson(value);
  if (!isRecord(data) || !nonBlank(data.userId) || !nonBlank(data.email)) return null;
  return { userId: data.userId, name: textOr(data.name, ''), email: data.email, phone: textOr(data.phone, '') };
}

/** One stored cart line, or null when it is corrupt (quantity outside 1..3, no product, shop or price…). */
export function parseStoredCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const { productId, name, price, quantity, shopId, size, oldPrice } = value;
  if (!nonBlank(productId) || typeof name !== 'string' || !nonBlank(shopId)) return null;
  if (!finite(price) || price < 0) return null;
  if (!Number.isInteger(quantity) || (quantity as number) < CART_MIN_QUANTITY) return null;
  if ((quantity as number) > CART_MAX_QUANTITY) return null;
  if (size !== undefined && size !== null && typeof size !== 'string') return null;
  if (oldPrice !== undefined && oldPrice !== null && !finite(oldPrice)) return null;
  return {
    productId,
    name,
    brand: textOr(value.brand, ''),
    color: textOr(value.color, ''),
    size: size ?? null,
    image: textOr(value.image, ''),
    price,
    oldPrice: oldPrice ?? null,
    quantity: quantity as number,
    shopId,
  };
}

/** Reads the stored `cartItems` (parsed or raw string), dropping lines that are corrupt; a corrupt list is empty. */
export function parseStoredCart(value: unknown): CartLine[] {
  const data = parseJson(value);
  if (!Array.isArray(data)) return [];
  return data.map(parseStoredCartLine).filter((line): line is CartLine => line !== null);
}

/** Reads the stored `searchHistory`: a list of strings, anything else is empty. */
export function parseStoredSearchHistory(value: unknown): string[] {
  const data = parseJson(value);
  return Array.isArray(data) ? data.filter((entry): entry is string => typeof entry === 'string') : [];
}
