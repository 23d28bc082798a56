import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

const legacyEntry = {
  WishlistId: 12,
  ProductId: ids.product,
  Name: 'Lawn Kurta',
  Description: 'Soft',
  Images: ['https://img.test/k.jpg'],
  Brand: 'Khaadi',
  Color: 'Red',
  Size: 42,
  Rating: 4.5,
  RatingsCount: 2,
  Price: 2500,
  OldPrice: null,
  CreatedAt: '2024-05-01T10:00:00.000Z',
};
const referenceEntry = {
  Id: 12,
  ProductId: lower.product,
  Name: 'Lawn Kurta',
  Images: ['https://img.test/k.jpg'],
  Color: 'Red',
  Size: '42',
  Rating: 4.5,
  RatingsCount: 2,
  Price: 2500,
  OldPrice: 0,
};

describe('wishlist.list', () => {
  it('reads WishlistId entries like Id entries', async () => {
    const { legacy, reference } = await readBoth({ body: [legacyEntry] }, { body: [referenceEntry] }, (api) =>
      api.wishlist.list(lower.user),
    );
    expect(legacy).toEqual([
      {
        id: '12',
        productId: lower.product,
        name: 'Lawn Kurta',
        images: ['https://img.test/k.jpg'],
        rating: 4.5,
        ratingsCount: 2,
        price: 2500,
        oldPrice: null,
        color: 'Red',
        size: '42',
      },
    ]);
    expect(reference).toEqual(legacy);
  });

  it('calls GET /api/v1/wishlist/{userId}', async () => {
    const backend = fakeBackend({ body: [] });
    expect(await backend.api.wishlist.list(ids.user)).toEqual([]);
    expect(backend.request.method).toBe('GET');
    expect(pathOf(backend.request.url)).toBe(`/api/v1/wishlist/${ids.user}`);
  });

  it('rejects an entry without a product id', async () => {
    const backend = fakeBackend({ body: [{ ...legacyEntry, ProductId: undefined }] });
    await expect(backend.api.wishlist.list(ids.user)).rejects.toMatchObject({
      kind: 'malformed-answer',
      message: expect.stringContaining('0.ProductId'),
    });
  });
});

describe('wishlist.add and remove', () => {
  it('posts the JSON body and resolves with the server message', async () => {
    const backend = fakeBackend({ body: { message: 'Item added to wishlist successfully' } });
    const body = { userId: lower.user, productId: lower.product, color: 'Red', size: null };
    await expect(backend.api.wishlist.add(body)).resolves.toEqual({ message: 'Item added to wishlist successfully' });
    expect(backend.request.method).toBe('POST');
    expect(pathOf(backend.request.url)).toBe('/api/v1/wishlist/add');
    expect(backend.request.headers['content-type']).toBe('application/json');
    expect(backend.request.body).toEqual(body);
  });

  it("rejects a duplicate with the server's text", async () => {
    const backend = fakeBackend({ status: 400, body: { message: 'Item already in wishlist' } });
    const add = backend.api.wishlist.add({ userId: 'u', productId: 'p', color: 'Red', size: 'M' });
    await expect(add).rejects.toMatchObject({ status: 400, message: 'Item already in wishlist' });
  });

  it("falls back to 'Failed to add item to wishlist'", async () => {
    const backend = fakeBackend({ status: 500, text: '' });
    const add = backend.api.wishlist.add({ userId: 'u', productId: 'p', color: null, size: null });
    await expect(add).rejects.toMatchObject({ message: 'Failed to add item to wishlist' });
  });

  it('removes with color and size null', async () => {
    const backend = fakeBackend({ body: { message: 'Item removed from wishlist successfully' } });
    await backend.api.wishlist.remove({ userId: 'u', productId: 'p', color: null, size: null });
    expect(pathOf(backend.request.url)).toBe('/api/v1/wishlist/remove');
    expect(backend.request.body).toEqual({ userId: 'u', productId: 'p', color: null, size: null });
  });

  it('does not send a request without a product id', async () => {
    const backend = fakeBackend();
    await expect(backend.api.wishlist.remove({ userId: 'u', productId: ' ' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: expect.stringContaining('productId'),
    });
    expect(backend.requests).toHaveLength(0);
  });
});
