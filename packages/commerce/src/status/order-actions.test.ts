import { describe, expect, it } from 'vitest';
import { canCancelOrder, canReturnOrder, withinReturnWindow } from './order-actions';

const now = new Date('2026-11-20T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000).toISOString();

describe('order actions', () => {
  it('cancels pending and confirmed orders only', () => {
    expect(['Pending', 'confirmed', 'PENDING'].map(canCancelOrder)).toEqual([true, true, true]);
    expect(['Processing', 'Shipped', 'Delivered', 'canceled', 'return', ''].map(canCancelOrder)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('returns a delivered order within 7 days of delivery', () => {
    expect(canReturnOrder({ status: 'Delivered', deliveredAt: daysAgo(2) }, now)).toBe(true);
    expect(canReturnOrder({ status: 'delivered', deliveredAt: daysAgo(7) }, now)).toBe(true);
    expect(canReturnOrder({ status: 'Delivered', deliveredAt: daysAgo(8) }, now)).toBe(false);
    expect(canReturnOrder({ status: 'Shipped', deliveredAt: null }, now)).toBe(false);
    // The original backend sends no delivery time: the server decides.
    expect(canReturnOrder({ status: 'delivered' }, now)).toBe(true);
    expect(withinReturnWindow(new Date(daysAgo(7.01)), now)).toBe(false);
  });
});
