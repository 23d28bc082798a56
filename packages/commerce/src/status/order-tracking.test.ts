import { describe, expect, it } from 'vitest';
import { orderTracking } from './order-tracking';

const placed = '2026-11-10T09:00:00.000Z';

describe('orderTracking', () => {
  it('marks the reached step and promises delivery five days after ordering', () => {
    const tracking = orderTracking({ status: 'Shipped', createdAt: placed }, 'Lahore');
    expect(tracking.steps.map((s) => s.label)).toEqual(['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered']);
    expect(tracking.currentIndex).toBe(3);
    expect(tracking.stopped).toBe(false);
    expect(tracking.lastLocation).toBe('On the way to Lahore');
    expect(tracking.estimatedDelivery?.toISOString()).toBe('2026-11-15T09:00:00.000Z');
  });

  it('reads statuses case-insensitively and completed as delivered', () => {
    for (const status of ['delivered', 'COMPLETED']) {
      const tracking = orderTracking({ status, createdAt: placed }, 'Karachi');
      expect(tracking.currentIndex).toBe(4);
      expect(tracking.lastLocation).toBe('Delivered in Karachi');
      expect(tracking.estimatedDelivery).toBeNull();
    }
    expect(orderTracking({ status: 'pending', createdAt: placed }, null).lastLocation).toBe(
      'At the seller, being prepared',
    );
  });

  it('stops a cancelled order and promises nothing', () => {
    const tracking = orderTracking({ status: 'canceled', createdAt: placed }, 'Multan');
    expect(tracking.stopped).toBe(true);
    expect(tracking.lastLocation).toBe('Cancelled');
    expect(tracking.estimatedDelivery).toBeNull();
  });
});
