import { ORDER_PROGRESS_STEPS, type OrderProgressStep } from './order-progress';
import {
  TRACKING_AT_SELLER,
  TRACKING_YOUR_CITY,
  trackingDeliveredIn,
  trackingOnTheWayTo,
} from './messages/en/order-tracking';
import { normaliseOrderStatus, orderStatusLabel } from './order-status';

/** Days from ordering to the delivery promise the tracking page gives (Sauda's courier standard). */
export const DELIVERY_PROMISE_DAYS = 5;

/** What the tracking page shows for a real order (Sauda tracks real orders; the spec's tool was a fixed text). */
export interface OrderTracking {
  /** The timeline's steps, labelled. */
  steps: { step: OrderProgressStep; label: string }[];
  /** Index of the step the order has reached (for a stopped order: the last one it reached, 0). */
  currentIndex: number;
  /** A cancelled or returned order no longer moves along the timeline. */
  stopped: boolean;
  /** Where the parcel is, read from the status and the delivery city. */
  lastLocation: string;
  /** The promised delivery date, or null once delivered or stopped. */
  estimatedDelivery: Date | null;
}

/**
 * An order's tracking from its real status, order date and delivery city: the steps Pending → Delivered with the
 * reached one marked, where the parcel is, and the delivery promise (order date + 5 days) while it is on its way.
 */
export function orderTracking(order: { status: string; createdAt: string }, city: string | null): OrderTracking {
  const status = normaliseOrderStatus(order.status);
  const reached = status === 'completed' ? 'delivered' : status;
  const index = (ORDER_PROGRESS_STEPS as readonly string[]).indexOf(reached);
  const stopped = index === -1;
  const steps = ORDER_PROGRESS_STEPS.map((step) => ({ step, label: orderStatusLabel(step) }));
  const where = city?.trim() || TRACKING_YOUR_CITY;
  const lastLocation = stopped
    ? orderStatusLabel(order.status)
    : reached === 'delivered'
      ? trackingDeliveredIn(where)
      : reached === 'shipped'
        ? trackingOnTheWayTo(where)
        : TRACKING_AT_SELLER;
  const placed = new Date(order.createdAt);
  const estimatedDelivery =
    stopped || reached === 'delivered' || Number.isNaN(placed.getTime())
      ? null
      : new Date(placed.getTime() + DELIVERY_PROMISE_DAYS * 24 * 60 * 60 * 1000);
  return { steps, currentIndex: stopped ? 0 : index, stopped, lastLocation, estimatedDelivery };
}
