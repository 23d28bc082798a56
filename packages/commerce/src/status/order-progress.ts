import type { OrderStatus } from './order-status';
import { normaliseOrderStatus } from './order-status';

/** The steps of an order's journey, in order, for the tracking timeline. */
export const ORDER_PROGRESS_STEPS = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'] as const;
export type OrderProgressStep = (typeof ORDER_PROGRESS_STEPS)[number];

/** One step of the timeline: done (reached or passed), current, or still ahead. */
export interface OrderProgress {
  step: OrderProgressStep;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The timeline of an order from its real status (Sauda tracks real orders rather than the spec's fixed text).
 * 'completed' counts as delivered; cancelled, returned and unknown orders return an empty timeline.
 */
export function orderProgress(status: string | null | undefined): OrderProgress[] {
  const normalised: OrderStatus = normaliseOrderStatus(status);
  const current = normalised === 'completed' ? 'delivered' : normalised;
  const index = (ORDER_PROGRESS_STEPS as readonly string[]).indexOf(current);
  if (index === -1) return [];
  return ORDER_PROGRESS_STEPS.map((step, i) => ({
    step,
    state: i < index || current === 'delivered' ? 'done' : i === index ? 'current' : 'upcoming',
  }));
}
