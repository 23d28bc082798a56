import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test-support/make-product';
import { displayedDiscountValue, displayedPrice, displayedPriceValue, displayedVariant } from './displayed-price';
import { orderDetailTotal, roundMoney, SHIPPING_FEE } from './shipping';

const size = (s: string, price: number) => ({ size: s, price, oldPrice: price * 2, discount: 50 });

describe('displayedPrice', () => {
  it('uses the first colour variant first', () => {
    const product = makeProduct({
      price: 1,
      colorVariants: [
        { color: 'Red', price: 1500, oldPrice: 2000, discount: 25 },
        { color: 'Blue', price: 900, oldPrice: null, discount: null },
      ],
      variants: [{ color: 'Red', price: 5, oldPrice: null, discount: null, sizes: [size('M', 700)] }],
    });
    expect(displayedPrice(product)).toEqual({ price: 1500, oldPrice: 2000, discount: 25 });
  });

  it('falls back to the first size of the first variant', () => {
    const product = makeProduct({
      price: 1,
      variants: [
        { color: 'Red', price: 5, oldPrice: null, discount: null, sizes: [size('M', 700), size('L', 800)] },
        { color: 'Blue', price: 5, oldPrice: null, discount: null, sizes: [size('S', 100)] },
      ],
    });
    expect(displayedPrice(product)).toEqual({ price: 700, oldPrice: 1400, discount: 50 });
  });

  it("falls back to the product's own price when the first variant has no sizes", () => {
    const product = makeProduct({
      price: 300,
      oldPrice: 400,
      discount: 25,
      variants: [{ color: 'Red', price: 5, oldPrice: null, discount: null, sizes: [] }],
    });
    expect(displayedPrice(product)).toEqual({ price: 300, oldPrice: 400, discount: 25 });
  });

  it("uses the product's own price without variants, including 0", () => {
    expect(displayedPrice(makeProduct({ price: 0 }))).toEqual({ price: 0, oldPrice: null, discount: null });
  });

  it('has allocation-free accessors that agree with it', () => {
    const products = [
      makeProduct({ price: 10, discount: 5 }),
      makeProduct({ price: 10 }),
      makeProduct({ colorVariants: [{ color: 'Red', price: 70, oldPrice: null, discount: null }] }),
      makeProduct({ variants: [{ color: 'Red', price: 1, oldPrice: null, discount: null, sizes: [size('M', 300)] }] }),
    ];
    for (const product of products) {
      expect(displayedPriceValue(product)).toBe(displayedPrice(product).price);
      expect(displayedDiscountValue(product)).toBe(displayedPrice(product).discount ?? 0);
    }
  });
});

describe('displayedVariant', () => {
  it('names the colour and size whose price is displayed', () => {
    const sized = { color: 'Red', price: 5, oldPrice: null, discount: null, sizes: [size('M', 700), size('L', 800)] };
    expect(displayedVariant(makeProduct({ variants: [sized] }))).toEqual({ color: 'Red', size: 'M' });
    expect(
      displayedVariant(makeProduct({ colorVariants: [{ color: 'Teal', price: 1, oldPrice: null, discount: null }] })),
    ).toEqual({ color: 'Teal', size: null });
    expect(displayedVariant(makeProduct({}))).toEqual({ color: null, size: null });
  });
});

describe('shipping', () => {
  it('is a flat Rs 200 added to the order amount', () => {
    expect(SHIPPING_FEE).toBe(200);
    expect(orderDetailTotal(1300)).toBe(1500);
    expect(orderDetailTotal(0)).toBe(200);
  });

  it('rounds money to paisa', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
});
