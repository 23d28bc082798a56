import { ApiError } from '@sauda/api';
import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import {
  expectedColourProduct,
  expectedSizeProduct,
  legacyColourProduct,
  legacyDeals,
  legacySizeProduct,
  referenceColourProduct,
  referenceDeals,
  referenceSizeProduct,
} from './fixtures/products';
import { fakeBackend, pathOf, readBoth, TOKEN } from './support/fake-backend';

const page = { totalPages: 1, currentPage: 1, perPage: 200 };

describe('products.list', () => {
  it('reads legacy and reference listings as the same products', async () => {
    const { legacy, reference } = await readBoth(
      { body: { products: [legacySizeProduct, legacyColourProduct], ...page } },
      { body: { products: [referenceSizeProduct, referenceColourProduct], ...page } },
      (api) => api.products.list({ itemsCategoryId: lower.item, perPage: 200 }),
    );
    expect(legacy).toEqual([expectedSizeProduct, expectedColourProduct]);
    expect(reference).toEqual(legacy);
  });

  it('reads the legacy 404 (nothing matches) as an empty list', async () => {
    const { legacy, reference } = await readBoth(
      { status: 404, body: { message: 'Page Not Found' } },
      { body: { products: [], ...page } },
      (api) => api.products.list({ shopId: ids.shop, status: 'pending', perPage: 1000 }),
    );
    expect(legacy).toEqual([]);
    expect(reference).toEqual([]);
  });

  it('sends GET /api/v1/products with the filters as query and the bearer token', async () => {
    const backend = fakeBackend({ body: { products: [] } });
    await backend.api.products.list({ shopId: ids.shop, status: 'pending', perPage: 1000 });
    expect(backend.request.method).toBe('GET');
    expect(pathOf(backend.request.url)).toBe(`/api/v1/products?perPage=1000&status=pending&shopId=${ids.shop}`);
    expect(backend.request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(backend.request.body).toBeUndefined();
  });

  it('rejects an answer without a products list as a malformed answer', async () => {
    const backend = fakeBackend({ body: { items: [] } });
    const error = await backend.api.products.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed-answer');
    expect((error as ApiError).message).toContain('GET /api/v1/products');
    expect((error as ApiError).message).toContain('products');
  });

  it('shows the server text of a 500, else the fallback', async () => {
    const failed = fakeBackend({ status: 500, body: { success: false, message: 'Server error' } });
    await expect(failed.api.products.list()).rejects.toMatchObject({ status: 500, message: 'Server error' });
    const silent = fakeBackend({ status: 500, text: '' });
    await expect(silent.api.products.list()).rejects.toMatchObject({ status: 500, message: 'No Products Found' });
  });
});

describe('products.get', () => {
  it('reads a legacy detail (null images, no colorVariants key) like the reference one', async () => {
    const { legacy, reference } = await readBoth(
      { body: { ...legacySizeProduct, colorVariants: undefined, Images: null, QuestionCount: 3 } },
      { body: { ...referenceSizeProduct, Images: [], QuestionCount: 3 } },
      (api) => api.products.get(lower.product),
    );
    expect(legacy).toEqual({ ...expectedSizeProduct, images: [] });
    expect(reference).toEqual(legacy);
  });

  it('leaves out variant pictures and seller details the answer does not really carry', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: {
          ...legacySizeProduct,
          Detail: '',
          variants: legacySizeProduct.variants.map((variant) => ({ ...variant, VariantImage: ' ' })),
        },
      },
      {
        body: {
          ...referenceColourProduct,
          Detail: null,
          colorVariants: referenceColourProduct.colorVariants.map((variant) => ({ ...variant, Image: null })),
        },
      },
      (api) => api.products.get(lower.product),
    );
    expect(legacy.details).toBeUndefined();
    expect(legacy.variants.map((variant) => 'image' in variant)).toEqual([false]);
    expect(reference.details).toBeUndefined();
    expect(reference.colorVariants).toEqual([{ color: 'Blue', price: 1200, oldPrice: 1500, discount: 20 }]);
  });

  it('reads seller details sent as JSON text, keeping lines without a key as notes', async () => {
    const backend = fakeBackend({
      body: { ...referenceSizeProduct, Detail: '[{"name":"Care","description":"Dry clean only"},"Made in Pakistan"]' },
    });
    const product = await backend.api.products.get(ids.product);
    expect(product.details).toEqual({
      entries: [{ key: 'Care', value: 'Dry clean only' }],
      notes: ['Made in Pakistan'],
    });
  });

  it('sends GET /api/v1/products/{id}', async () => {
    const backend = fakeBackend({ body: referenceSizeProduct });
    await backend.api.products.get(ids.product);
    expect(pathOf(backend.request.url)).toBe(`/api/v1/products/${ids.product}`);
  });

  it("rejects with the server's message when the product is missing", async () => {
    const backend = fakeBackend({ status: 404, body: { success: false, message: 'Product not found' } });
    await expect(backend.api.products.get(ids.product)).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
    });
  });

  it('rejects a product without a name as malformed', async () => {
    const backend = fakeBackend({ body: { ...referenceSizeProduct, Name: undefined } });
    await expect(backend.api.products.get(ids.product)).rejects.toMatchObject({
      kind: 'malformed-answer',
      message: expect.stringContaining('Name'),
    });
  });
});

describe('search.products', () => {
  it('reads products and distinct items-category suggestions from both shapes', async () => {
    const legacyRow = { ...legacySizeProduct, ItemsCategoryName: 'Kurtas', CategoryName: 'fashion' };
    const referenceRow = { ...referenceSizeProduct, ItemsCategoryName: 'Kurtas' };
    const { legacy, reference } = await readBoth(
      { body: { products: [legacyRow, { ...legacyColourProduct, ItemsCategoryName: 'kurtas' }], totalResults: 2 } },
      { body: { products: [referenceRow, { ...referenceColourProduct, ItemsCategoryName: 'kurtas' }] } },
      (api) => api.search.products('kur'),
    );
    expect(legacy).toEqual({ products: [expectedSizeProduct, expectedColourProduct], suggestions: ['Kurtas'] });
    expect(reference).toEqual(legacy);
  });

  it('reads the legacy 404 as no results', async () => {
    const { legacy, reference } = await readBoth(
      { status: 404, body: { message: 'Page Not Found' } },
      { body: { products: [] } },
      (api) => api.search.products({ query: 'zzz', perPage: 200 }),
    );
    expect(legacy).toEqual({ products: [], suggestions: [] });
    expect(reference).toEqual(legacy);
  });

  it('sends the text as `query`', async () => {
    const backend = fakeBackend({ body: { products: [] } });
    await backend.api.search.products({ query: 'lawn suit', perPage: 200 });
    expect(pathOf(backend.request.url)).toBe('/api/v1/products/search/result?query=lawn+suit&perPage=200');
  });

  it('rejects a products value that is not a list', async () => {
    const backend = fakeBackend({ body: { products: 'none' } });
    await expect(backend.api.search.products('x')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('deals', () => {
  const expectedDeals = [
    {
      ...expectedSizeProduct,
      averageRating: 0,
      ratingsCount: 0,
      variants: [
        {
          color: '',
          price: 1000,
          oldPrice: 1400,
          discount: 29,
          sizes: [{ size: 'M', price: 1000, oldPrice: 1400, discount: 29 }],
        },
        {
          color: '',
          price: 1100,
          oldPrice: 1400,
          discount: 21,
          sizes: [{ size: 'L', price: 1100, oldPrice: 1400, discount: 21 }],
        },
      ],
    },
    expectedColourProduct,
  ];

  it.each([
    ['under1500', '/api/v1/products/under-1500/products?perPage=1000'],
    ['superdeals', '/api/v1/products/twenty-percent/products-with-discount?perPage=1000'],
    ['bundleDeals', '/api/v1/products/fifty-percent/products-with-discount?perPage=1000'],
  ] as const)('%s merges legacy duplicates carrying Sizes into one product per id', async (name, path) => {
    const { legacy, reference } = await readBoth({ body: legacyDeals }, { body: referenceDeals }, (api) =>
      api.deals[name](),
    );
    expect(legacy).toEqual(expectedDeals);
    expect(reference).toEqual(legacy);

    const backend = fakeBackend({ body: { products: [] } });
    await backend.api.deals[name]();
    expect(pathOf(backend.request.url)).toBe(path);
  });

  it('reads whole variants nested in Sizes (as the spec reads deals)', async () => {
    const nested = {
      products: [
        {
          Id: ids.product,
          Name: 'Kurta',
          Sizes: [{ VariantColor: 'Green', Sizes: [{ size: 'S', price: '900', oldprice: 1000, discount: 10 }] }],
        },
      ],
    };
    const [product] = await fakeBackend({ body: nested }).api.deals.superdeals();
    expect(product?.variants).toEqual([
      {
        color: 'Green',
        price: 900,
        oldPrice: 1000,
        discount: 10,
        sizes: [{ size: 'S', price: 900, oldPrice: 1000, discount: 10 }],
      },
    ]);
  });

  it('treats a deals 404 as an error (deals never 404 when empty)', async () => {
    const backend = fakeBackend({ status: 404, text: '' });
    await expect(backend.api.deals.superdeals()).rejects.toMatchObject({ status: 404, message: 'No Products Found' });
  });

  it('rejects a price that is not a number', async () => {
    const backend = fakeBackend({
      body: { products: [{ ...referenceColourProduct, colorVariants: [{ Color: 'Red', Price: 'cheap' }] }] },
    });
    await expect(backend.api.deals.bundleDeals()).rejects.toMatchObject({
      kind: 'malformed-answer',
      message: expect.stringContaining("Expected a number, received 'cheap'"),
    });
  });
});
