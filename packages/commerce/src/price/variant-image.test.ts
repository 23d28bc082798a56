import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test-support/make-product';
import { productImages, variantImage } from './variant-image';

const cover = 'https://img.example/cover.jpg';
const colour = (color: string, image?: string) => ({
  color,
  price: 100,
  oldPrice: null,
  discount: null,
  ...(image === undefined ? {} : { image }),
});

const kettle = makeProduct({
  images: [cover, 'https://img.example/side.jpg'],
  colorVariants: [colour('Red', 'https://img.example/red.jpg'), colour('Steel', cover), colour('Black')],
});
const kurta = makeProduct({
  images: [cover],
  variants: [
    { ...colour('Teal', 'https://img.example/teal.jpg'), sizes: [] },
    { ...colour('Maroon', ''), sizes: [] },
  ],
});

describe('variantImage', () => {
  it("shows a colour's own picture, matching the colour name loosely", () => {
    expect(variantImage(kettle, 'Red')).toBe('https://img.example/red.jpg');
    expect(variantImage(kettle, ' red ')).toBe('https://img.example/red.jpg');
    expect(variantImage(kurta, 'TEAL')).toBe('https://img.example/teal.jpg');
  });

  it('falls back to the cover for colours without a picture, unknown colours and no choice', () => {
    expect(variantImage(kettle, 'Black')).toBe(cover);
    expect(variantImage(kurta, 'Maroon')).toBe(cover);
    expect(variantImage(kettle, 'Purple')).toBe(cover);
    expect(variantImage(kettle, null)).toBe(cover);
  });

  it('is null for a product with no picture at all', () => {
    expect(variantImage(makeProduct({ images: [], colorVariants: [colour('Red')] }), 'Red')).toBeNull();
  });
});

describe('productImages', () => {
  it("lists the product's images, then colour pictures not already among them", () => {
    expect(productImages(kettle)).toEqual([cover, 'https://img.example/side.jpg', 'https://img.example/red.jpg']);
    expect(productImages(kurta)).toEqual([cover, 'https://img.example/teal.jpg']);
  });

  it("always contains every colour's picture", () => {
    for (const product of [kettle, kurta]) {
      for (const { color } of [...product.colorVariants, ...product.variants]) {
        expect(productImages(product)).toContain(variantImage(product, color));
      }
    }
  });
});
