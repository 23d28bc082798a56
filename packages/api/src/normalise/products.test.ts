import { describe, expect, it } from 'vitest';
import { productDetailAnswerSchema } from '../wire/products';
import { toDealProducts, toProduct } from './products';

const parse = (value: unknown) => productDetailAnswerSchema.parse(value);

describe('toProduct', () => {
  it('reads a bare row with defaults', () => {
    expect(toProduct(parse({ Id: 'ABC', Name: 'X' }))).toEqual({
      id: 'abc',
      name: 'X',
      images: [],
      price: 0,
      oldPrice: null,
      discount: null,
      brand: '',
      categoryName: '',
      shopId: '',
      averageRating: 0,
      ratingsCount: 0,
      status: '',
      colorVariants: [],
      variants: [],
    });
  });

  it('reads images given as JSON text and sizes given as JSON text', () => {
    const product = toProduct(
      parse({
        Id: 'a',
        Name: 'X',
        Images: '["u1", null]',
        variants: [{ VariantColor: 'Red', Sizes: '[{"size":"M","price":"5"}]' }],
      }),
    );
    expect(product.images).toEqual(['u1']);
    expect(product.variants[0]?.sizes).toEqual([{ size: 'M', price: 5, oldPrice: null, discount: null }]);
  });
});

describe('toDealProducts', () => {
  it('keeps one product per id, case-insensitively, merging distinct variants', () => {
    const products = toDealProducts([
      parse({ Id: 'AB', Name: 'X', Sizes: [{ size: 'M', price: 1 }] }),
      parse({ Id: 'ab', Name: 'X', Sizes: [{ size: 'M', price: 1 }] }),
      parse({ Id: 'AB', Name: 'X', Sizes: [{ size: 'L', price: 2 }] }),
    ]);
    expect(products).toHaveLength(1);
    expect(products[0]?.variants.map((variant) => variant.sizes[0]?.size)).toEqual(['M', 'L']);
  });
});
