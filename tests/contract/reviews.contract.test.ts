import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

describe('reviews.mine', () => {
  it("reads the user's review from both shapes; the legacy 404 is null", async () => {
    const { legacy, reference } = await readBoth(
      {
        body: {
          Id: ids.review,
          ProductId: ids.product,
          UserId: ids.user,
          ShopId: ids.shop,
          Rating: 4.5,
          Comment: 'Nice',
          Images: null,
          CreatedAt: '2024-05-03T10:00:00.000Z',
          ProductName: 'Kurta',
        },
      },
      {
        body: {
          Id: lower.review,
          ProductId: lower.product,
          UserId: lower.user,
          Rating: 4.5,
          Comment: 'Nice',
          Images: [],
          CreatedAt: '2024-05-03T10:00:00.000Z',
          ProductName: 'Kurta',
        },
      },
      (api) => api.reviews.mine({ productId: lower.product, userId: lower.user }),
    );
    expect(legacy).toEqual({
      id: lower.review,
      productId: lower.product,
      productName: 'Kurta',
      userId: lower.user,
      rating: 4.5,
      comment: 'Nice',
      images: [],
      createdAt: '2024-05-03T10:00:00.000Z',
    });
    expect(reference).toEqual(legacy);
    const none = fakeBackend({ status: 404, body: { message: 'No review found for this user and product.' } });
    expect(await none.api.reviews.mine({ productId: ids.product, userId: ids.user })).toBeNull();
    expect(pathOf(none.request.url)).toBe(`/api/v1/reviews/product/${ids.product}/review/user?userId=${ids.user}`);
  });

  it('rejects a review without a rating', async () => {
    await expect(
      fakeBackend({ body: { Id: 1, ProductId: 'p', CreatedAt: 'd' } }).api.reviews.mine({
        productId: 'p',
        userId: 'u',
      }),
    ).rejects.toMatchObject({ kind: 'malformed-answer' });
  });
});

describe('reviews.list', () => {
  it('reads camelCase legacy reviews like the reference ones', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: [
          {
            Id: ids.review,
            userId: ids.user,
            rating: 5,
            comment: 'Great',
            vendorReply: null,
            images: ['https://img.test/r.jpg'],
            createdAt: 'd',
            totalLikes: 2,
            userReacted: 1,
          },
        ],
      },
      {
        body: [
          {
            Id: lower.review,
            userId: lower.user,
            userName: '',
            rating: 5,
            comment: 'Great',
            vendorReply: '',
            images: ['https://img.test/r.jpg'],
            createdAt: 'd',
            totalLikes: 2,
            userReacted: true,
          },
        ],
      },
      (api) => api.reviews.list(lower.product),
    );
    expect(legacy).toEqual([
      {
        id: lower.review,
        userId: lower.user,
        userName: null,
        userImage: null,
        rating: 5,
        comment: 'Great',
        vendorReply: null,
        images: ['https://img.test/r.jpg'],
        createdAt: 'd',
        totalLikes: 2,
        userReacted: true,
        // Neither answer says the reviewer bought the product: no mark.
        verifiedPurchase: false,
      },
    ]);
    expect(reference).toEqual(legacy);
  });

  it("reads the reference server's reviewer name and avatar", async () => {
    const backend = fakeBackend({
      body: [
        {
          Id: lower.review,
          userId: lower.user,
          userName: 'Ayesha Khan',
          userImage: '/api/v1/media/uploads/a.webp',
          rating: 4.5,
          comment: 'Soft fabric',
          images: [],
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
    });
    expect(await backend.api.reviews.list(lower.product)).toMatchObject([
      { userName: 'Ayesha Khan', userImage: '/api/v1/media/uploads/a.webp', rating: 4.5 },
    ]);
  });

  it('calls GET /reviews/product/{id}/reviews and rejects a non-list', async () => {
    const backend = fakeBackend({ body: [] });
    await backend.api.reviews.list(ids.product, { userId: ids.user });
    expect(pathOf(backend.request.url)).toBe(`/api/v1/reviews/product/${ids.product}/reviews?userId=${ids.user}`);
    await expect(fakeBackend({ body: { reviews: [] } }).api.reviews.list('p')).rejects.toMatchObject({
      kind: 'malformed-answer',
    });
  });
});

describe('reviews.submit', () => {
  it('sends multipart fields and every photo under `images`', async () => {
    const backend = fakeBackend({ status: 201, body: { message: 'Review submitted successfully' } });
    const photos = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    await expect(
      backend.api.reviews.submit({
        productId: ids.product,
        userId: ids.user,
        rating: 4.5,
        comment: 'Nice',
        images: photos,
      }),
    ).resolves.toEqual({ message: 'Review submitted successfully' });
    expect(backend.request.method).toBe('POST');
    expect(pathOf(backend.request.url)).toBe(`/api/v1/reviews/product/${ids.product}/review`);
    const form = backend.request.body as FormData;
    expect(form.get('userId')).toBe(ids.user);
    expect(form.get('rating')).toBe('4.5');
    expect(form.get('comment')).toBe('Nice');
    expect(form.get('productId')).toBe(ids.product);
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it("fails with 'Failed to submit review.' or the server text; never sends a rating below 1", async () => {
    await expect(
      fakeBackend({ status: 500, text: '' }).api.reviews.submit({
        productId: 'p',
        userId: 'u',
        rating: 3,
        comment: 'c',
      }),
    ).rejects.toMatchObject({ message: 'Failed to submit review.' });
    await expect(
      fakeBackend({
        status: 403,
        body: { message: 'Only users who have received the product can review it.' },
      }).api.reviews.submit({ productId: 'p', userId: 'u', rating: 3, comment: 'c' }),
    ).rejects.toMatchObject({ status: 403, message: 'Only users who have received the product can review it.' });
    const backend = fakeBackend();
    await expect(
      backend.api.reviews.submit({ productId: 'p', userId: 'u', rating: 0.5, comment: 'c' }),
    ).rejects.toMatchObject({
      kind: 'invalid-request',
      message: expect.stringContaining('Rating must be between 1 and 5.'),
    });
    expect(backend.requests).toHaveLength(0);
  });
});
