import { describe, expect, it } from 'vitest';
import { orderDetailTotal, orderTotal } from './shipping';

describe('orderTotal', () => {
  it('is what the shopper pays: the amount after discount plus shipping', () => {
    expect(orderTotal({ amount: 27243 })).toBe(27443);
    expect(orderTotal({ amount: 27243, shippingFee: 200 })).toBe(27443);
    expect(orderTotal({ amount: 1000.1, shippingFee: 0 })).toBe(1000.1);
    expect(orderTotal({ amount: 0.1, shippingFee: 0.2 })).toBe(0.3);
    expect(orderDetailTotal(27243)).toBe(orderTotal({ amount: 27243 }));
  });
});
