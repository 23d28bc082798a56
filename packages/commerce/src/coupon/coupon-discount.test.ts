import { describe, expect, it } from 'vitest';
import type { CartLine, Coupon } from '../types';
import { checkoutTotal, couponDiscount, couponOrderValue } from './coupon-discount';

const percent = (value: number, minimum: number): Coupon => ({
  code: 'EID10',
  discountType: 'Percentage',
  discountValue: value,
  minimumOrderValue: minimum,
});
const flat = (value: number, minimum: number): Coupon => ({
  code: 'FLAT',
  discountType: 'Flat',
  discountValue: value,
  minimumOrderValue: minimum,
});

describe('couponDiscount', () => {
  it('applies exactly at the minimum order value', () => {
    expect(couponDiscount(percent(10, 1000), 1000)).toEqual({ ok: true, discount: 100 });
  });

  it('refuses one rupee below the minimum with the spec message', () => {
    expect(couponDiscount(percent(10, 1000), 999)).toEqual({
      ok: false,
      discount: 0,
      error: 'Order total for the shop must be at least 1000 to use this coupon.',
    });
  });

  it('computes Percentage as value × percent / 100', () => {
    expect(couponDiscount(percent(15, 0), 2500)).toEqual({ ok: true, discount: 375 });
    expect(couponDiscount(percent(12.5, 0), 999)).toEqual({ ok: true, discount: 124.88 });
  });

  it('gives the value for Flat', () => {
    expect(couponDiscount(flat(300, 500), 2000)).toEqual({ ok: true, discount: 300 });
  });

  it('never exceeds the order value', () => {
    expect(couponDiscount(flat(300, 0), 250)).toEqual({ ok: true, discount: 250 });
    expect(couponDiscount(percent(150, 0), 400)).toEqual({ ok: true, discount: 400 });
    expect(couponDiscount(flat(300, 0), 0)).toEqual({ ok: true, discount: 0 });
  });
});

describe('couponOrderValue', () => {
  const line = (shopId: string, price: number, quantity: number) =>
    ({
      productId: 'p',
      name: '',
      brand: '',
      color: '',
      size: null,
      image: '',
      price,
      oldPrice: null,
      quantity,
      shopId,
    }) as CartLine;
  const cart = [line('SHOP-A', 1000, 2), line('shop-b', 500, 1)];

  it("measures a shop's coupon against that shop's lines only", () => {
    expect(couponOrderValue(cart, { shopId: 'shop-a' })).toBe(2000);
  });

  it('measures a coupon without a shop against the whole cart', () => {
    expect(couponOrderValue(cart, {})).toBe(2500);
  });
});

describe('checkoutTotal', () => {
  it('is subtotal + 200 − discount', () => {
    expect(checkoutTotal(2500, 250)).toBe(2450);
    expect(checkoutTotal(2500)).toBe(2700);
  });
});
