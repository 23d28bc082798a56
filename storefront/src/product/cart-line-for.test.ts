import { addToCart, MAX_QUANTITY_MESSAGE, type Product } from '@sauda/commerce';
import { describe, expect, it } from 'vitest';
import { cartLineFor } from './cart-line-for';

const kurta: Product = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Lawn Kurta',
  images: ['/images/kurta-front.webp', '/images/kurta-back.webp'],
  price: 0,
  oldPrice: null,
  discount: null,
  brand: 'Khaadi',
  categoryName: 'fashion',
  shopId: 'b1b2c3d4-0000-4000-8000-000000000002',
  shopName: 'Khaadi Official',
  averageRating: 4.5,
  ratingsCount: 12,
  status: 'approved',
  colorVariants: [],
  variants: [
    {
      color: 'Maroon',
      price: 3490,
      oldPrice: 4990,
      discount: 30,
      sizes: [
        { size: 'S', price: 3490, oldPrice: 4990, discount: 30 },
        { size: 'L', price: 3790, oldPrice: null, discount: null },
      ],
    },
  ],
};

const mug: Product = {
  ...kurta,
  id: 'c1b2c3d4-0000-4000-8000-000000000003',
  name: 'Clay Mug',
  brand: '',
  images: [],
  variants: [],
  colorVariants: [
    { color: 'Blue', price: 900, oldPrice: 1200, discount: 25, image: '/images/mug-blue.webp' },
    { color: 'Red', price: 950, oldPrice: null, discount: null },
  ],
};

describe('cartLineFor', () => {
  it('carries the ids, texts, cover image and the chosen size’s own price', () => {
    expect(cartLineFor(kurta, { color: 'Maroon', size: 'L', quantity: 2 })).toEqual({
      productId: kurta.id,
      name: 'Lawn Kurta',
      brand: 'Khaadi',
      color: 'Maroon',
      size: 'L',
      image: '/images/kurta-front.webp',
      price: 3790,
      oldPrice: null,
      quantity: 2,
      shopId: kurta.shopId,
    });
  });

  it('prices a colour-variant product by its chosen colour, with that colour’s picture, and keeps size null', () => {
    const line = cartLineFor(mug, { color: 'Blue', size: null, quantity: 1 });
    expect(line).toMatchObject({
      color: 'Blue',
      size: null,
      price: 900,
      oldPrice: 1200,
      image: '/images/mug-blue.webp',
    });
  });

  it('stores an empty image for a colour without a picture on a product without images', () => {
    expect(cartLineFor(mug, { color: 'Red', size: null, quantity: 1 }).image).toBe('');
  });

  it('stores an empty colour for a product without variants, falling back to its own price', () => {
    const plain = { ...mug, colorVariants: [], price: 500, oldPrice: 650 };
    expect(cartLineFor(plain, { color: null, size: null, quantity: 1 })).toMatchObject({
      color: '',
      size: null,
      price: 500,
      oldPrice: 650,
    });
  });

  it('makes lines that merge with the cart’s rules: the fourth unit is refused', () => {
    const line = cartLineFor(mug, { color: 'Red', size: null, quantity: 1 });
    let lines = addToCart([], line).lines;
    lines = addToCart(lines, line).lines;
    lines = addToCart(lines, line).lines;
    const fourth = addToCart(lines, line);
    expect(fourth.lines).toEqual([{ ...line, quantity: 3 }]);
    expect(fourth.error).toBe(MAX_QUANTITY_MESSAGE);
  });
});
