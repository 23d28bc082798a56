import { ORDER_STATUS_LABELS } from './messages/en/order-status';

/** Order statuses as Sauda reads them (the server mixes cases and spells cancelled both ways). */
export type OrderStatus =
  'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'completed' | 'cancelled' | 'return' | 'unknown';

/** A colour named by the spec for statuses and badges; the UI maps it to its tones. */
export type StatusTone = 'green' | 'orange' | 'purple' | 'yellow' | 'red' | 'gray';

const KNOWN: Record<string, OrderStatus> = {
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  completed: 'completed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  return: 'return',
};

/** Reads a raw status case-insensitively ('Pending', 'delivered', 'canceled' and 'cancelled' …). */
export function normaliseOrderStatus(status: string | null | undefined): OrderStatus {
  return KNOWN[(status ?? '').trim().toLowerCase()] ?? 'unknown';
}

/**
 * The status as shown: capitalised, with unknown values passed through as they came. `names`: the statuses' names in
 * another language (`URDU_ORDER_STATUS_NAMES`); the shopper's language's by default.
 */
export function orderStatusLabel(
  status: string | null | undefined,
  names: Readonly<Record<Exclude<OrderStatus, 'unknown'>, string>> = ORDER_STATUS_LABELS,
): string {
  const normalised = normaliseOrderStatus(status);
  return normalised === 'unknown' ? (status ?? '').trim() : names[normalised];
}

const TONES: Record<OrderStatus, StatusTone> = {
  delivered: 'green',
  completed: 'green',
  shipped: 'orange',
  processing: 'purple',
  confirmed: 'yellow',
  pending: 'red',
  cancelled: 'gray',
  return: 'gray',
  unknown: 'gray',
};

/** Status colour of an order card (§2.13): delivered green, shipped orange, processing purple, confirmed yellow, pending red. */
export function orderStatusTone(status: string | null | undefined): StatusTone {
  return TONES[normaliseOrderStatus(status)];
}

/** The status tabs of My Orders, in order. */
export const ORDER_STATUS_TABS = ['All', 'Pending', 'Confirmed', 'Shipped', 'Delivered'] as const;
export type OrderStatusTab = (typeof ORDER_STATUS_TABS)[number];

/** True when an order belongs under a tab ('All' takes every order; the others compare case-insensitively). */
export function matchesOrderTab(status: string | null | undefined, tab: OrderStatusTab): boolean {
  return tab === 'All' || normaliseOrderStatus(status) === normaliseOrderStatus(tab);
}

/** The orders shown under a tab, in their original order. */
export function filterOrdersByTab<T extends { status: string }>(orders: readonly T[], tab: OrderStatusTab): T[] {
  return orders.filter((order) => matchesOrderTab(order.status, tab));
}

/** Orders newest first by their ISO `createdAt` (the server does not order them); stable for equal dates. */
export function sortOrdersNewestFirst<T extends { createdAt: string }>(orders: readonly T[]): T[] {
  const time = (value: string) => {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return orders
    .map((order, index) => ({ order, index, ms: time(order.createdAt) }))
    .sort((a, b) => (a.ms === b.ms ? a.index - b.index : b.ms > a.ms ? 1 : -1))
    .map((entry) => entry.order);
}
