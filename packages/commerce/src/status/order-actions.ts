import { normaliseOrderStatus } from './order-status';

/** Days after delivery during which a return may be requested ('within 7 days of delivery'). */
export const RETURN_WINDOW_DAYS = 7;

const DAY_MS = 24 * 3600_000;

/** True while `now` is at most seven days after the delivery. */
export function withinReturnWindow(deliveredAt: Date, now: Date): boolean {
  return now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}

/** True while an order may still be cancelled: pending or confirmed (any case). */
export function canCancelOrder(status: string | null | undefined): boolean {
  const normalised = normaliseOrderStatus(status);
  return normalised === 'pending' || normalised === 'confirmed';
}

/**
 * True when a return may be asked for: the order is delivered and, when its delivery time is known, that was within
 * the return window. Without a delivery time (the original backend sends none) the server has the last word.
 */
export function canReturnOrder(
  order: { status: string; deliveredAt?: string | null | undefined },
  now: Date = new Date(),
): boolean {
  if (normaliseOrderStatus(order.status) !== 'delivered') return false;
  if (!order.deliveredAt) return true;
  const delivered = new Date(order.deliveredAt);
  return Number.isNaN(delivered.getTime()) || withinReturnWindow(delivered, now);
}
