import { describe, expect, it } from 'vitest';
import type { CartLine, Coupon } from '../types';
import {
  cartCouponDiscount,
  checkoutTotal,
  couponDiscount,
  couponOrderValue,
  wholeRupeeDiscount,
} from './coupon-discount';

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

  it("names the shop and the minimum in rupees when the coupon's shop is known", () => {
    expect(couponDiscount({ ...flat(300, 3000), shopName: 'Ichhra Shoe Palace' }, 2999)).toEqual({
      ok: false,
      discount: 0,
      error: "Spend Rs 3,000 on Ichhra Shoe Palace's items to use this voucher.",
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

describe('cartCouponDiscount', () => {
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
  const cart = [line('SHOP-A', 2500, 1), line('shop-b', 1549, 1)];
  const eid10 = { ...percent(10, 2000), shopId: 'shop-a', shopName: 'Khaadi Lahore' };

  it("discounts the coupon's shop's items only", () => {
    expect(cartCouponDiscount(cart, eid10)).toEqual({ ok: true, discount: 250 });
  });

  it('refuses a coupon of a shop with nothing in the cart, naming the shop once', () => {
    expect(cartCouponDiscount([line('shop-b', 5000, 1)], eid10)).toEqual({
      ok: false,
      discount: 0,
      error: 'EID10 is a voucher of Khaadi Lahore: add its items to use it.',
    });
    const { shopName: _, ...nameless } = eid10;
    expect(cartCouponDiscount([line('shop-b', 5000, 1)], nameless)).toMatchObject({
      error: 'EID10 is not a voucher of a shop in your cart.',
    });
  });

  it("measures the minimum against the shop's items, not the cart", () => {
    expect(cartCouponDiscount([line('shop-a', 1500, 1), line('shop-b', 5000, 1)], eid10)).toMatchObject({
      ok: false,
      error: "Spend Rs 2,000 on Khaadi Lahore's items to use this voucher.",
    });
  });

  it('measures a coupon without a shop against the whole cart', () => {
    expect(cartCouponDiscount(cart, percent(10, 0))).toEqual({ ok: true, discount: 404.9 });
  });
});

describe('wholeRupeeDiscount', () => {
  it('is the discount an order stored in whole rupees carries (subtotal − discount rounded half up)', () => {
    expect(wholeRupeeDiscount(4049, 404.9)).toBe(405);
    expect(wholeRupeeDiscount(4049, 404.5)).toBe(404);
    expect(wholeRupeeDiscount(4049, 404.4)).toBe(404);
    expect(wholeRupeeDiscount(2500, 250)).toBe(250);
  });
});
