import { describe, expect, it } from 'vitest';
import { orderActionHrefs, orderPlacedHref, orderRef } from './order-links';

const now = new Date('2026-11-20T12:00:00.000Z');
const order = {
  orderId: '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13',
  orderGroupId: 'a1b2c3d4-1111-4a2b-8c3d-000000000001',
  orderNumber: 'SD-4821-7730',
};

describe('the one-tap actions of an order', () => {
  it('tracks any order and cancels a pending one, by its number', () => {
    expect(orderActionHrefs({ ...order, status: 'Pending' }, { now })).toEqual({
      trackHref: '/help-support/track-order?order=SD-4821-7730',
      cancelHref: '/help-support/cancel-order?order=SD-4821-7730',
    });
    expect(orderActionHrefs({ ...order, status: 'Shipped' }, { now })).toEqual({
      trackHref: '/help-support/track-order?order=SD-4821-7730',
    });
  });

  it('returns a recent delivery once, by the UUID when the backend has no number', () => {
    const delivered = {
      ...order,
      orderNumber: undefined,
      status: 'delivered',
      deliveredAt: '2026-11-18T12:00:00.000Z',
    };
    expect(orderActionHrefs(delivered, { now }).returnHref).toBe(`/help-support/return-order?order=${order.orderId}`);
    expect(
      orderActionHrefs(delivered, { now, returnedOrderIds: [order.orderId.toUpperCase()] }).returnHref,
    ).toBeUndefined();
    expect(
      orderActionHrefs({ ...delivered, deliveredAt: '2026-11-01T12:00:00.000Z' }, { now }).returnHref,
    ).toBeUndefined();
  });

  it('names the confirmation by the number, else the id', () => {
    expect(orderPlacedHref(orderRef(order))).toBe('/user/orders/SD-4821-7730/placed');
    expect(orderRef({ orderId: order.orderId })).toBe(order.orderId);
  });
});
