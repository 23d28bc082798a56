import { isUuid } from '../validation/uuid';

/** The prefix of Sauda's short order numbers, e.g. `SD-4821-7730`. */
export const ORDER_NUMBER_PREFIX = 'SD';

/** An order number as Sauda writes it: `SD-` and two groups of four digits. */
export const ORDER_NUMBER_PATTERN = /^SD-\d{4}-\d{4}$/;

/**
 * Reads an order number however a shopper types it: any case, with spaces, dots or dashes anywhere or none, with or
 * without the `SD` prefix (`sd 4821 7730`, `SD48217730`, `4821-7730`). Returns it as written (`SD-4821-7730`), or
 * null when the text is not an order number.
 */
export function parseOrderNumber(input: string | null | undefined): string | null {
  const compact = (input ?? '').replace(/[\s._\-–—#]/g, '').toUpperCase();
  const digits = compact.startsWith(ORDER_NUMBER_PREFIX) ? compact.slice(ORDER_NUMBER_PREFIX.length) : compact;
  if (!/^\d{8}$/.test(digits)) return null;
  return `${ORDER_NUMBER_PREFIX}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** True for an order number in its written form (`SD-4821-7730`). */
export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}

/** What a shopper typed to name an order: its UUID (lower case) or its order number (written form). */
export type OrderRef = { kind: 'uuid'; id: string } | { kind: 'number'; number: string };

/** Reads a typed order reference: a UUID (surrounding spaces ignored) or an order number typed loosely; else null. */
export function parseOrderRef(input: string | null | undefined): OrderRef | null {
  const trimmed = (input ?? '').trim();
  if (isUuid(trimmed)) return { kind: 'uuid', id: trimmed.toLowerCase() };
  const number = parseOrderNumber(trimmed);
  return number ? { kind: 'number', number } : null;
}

/** The reference as sent and shown: the lower-case UUID or the written order number. */
export function orderRefText(ref: OrderRef): string {
  return ref.kind === 'uuid' ? ref.id : ref.number;
}

/**
 * True when the typed reference names this order: its id, its order group id (the details page's address) or its
 * order number, each however it was typed.
 */
export function matchesOrderRef(
  order: { orderId: string; orderGroupId?: string | undefined; orderNumber?: string | null | undefined },
  input: string | OrderRef | null | undefined,
): boolean {
  const ref = typeof input === 'string' || input == null ? parseOrderRef(input) : input;
  if (!ref) return false;
  if (ref.kind === 'number') return order.orderNumber === ref.number;
  return order.orderId.toLowerCase() === ref.id || order.orderGroupId?.toLowerCase() === ref.id;
}
