import { errorCodeOf } from '@sauda/api';
import { HISTOGRAM_STARS, ratingHistogram } from '@sauda/commerce';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../packages/server/src/db/schema';
import { sqlState } from '../../packages/server/src/db/sql-state';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import {
  call,
  catalogueLines,
  formOf,
  makeImage,
  moveOrder,
  orderBody,
  pngOfSize,
  postOrder,
  sendForm,
  signInDemo,
  signUpShopper,
  type CatalogueLine,
  type FormFile,
  type Wire,
} from './helpers';

let server: TestServer;
let demo: { userId: string; token: string };
let other: { userId: string; token: string };
let lines: CatalogueLine[];
let productIds: string[];

/** Orders one of each line for the shopper; the parent order's id. */
async function order(shopper: { userId: string; token: string }, ordered: CatalogueLine[]): Promise<string> {
  const placed = await postOrder(
    server,
    shopper.token,
    orderBody(
      shopper.userId,
      ordered.map((line) => [line, 1]),
    ),
  );
  expect(placed.status).toBe(201);
  return String(placed.body.parentOrderId);
}

/** Only buyers may review: the demo shopper and `other` have received products 0–6 (7–9 are nobody's yet). */
beforeAll(async () => {
  server = await startTestServer();
  demo = await signInDemo(server);
  other = await signUpShopper(server, 3);
  lines = (await catalogueLines(server, { count: 10 })).colour.slice(0, 10);
  productIds = lines.map((line) => line.id);
  for (const shopper of [demo, other]) await moveOrder(server, await order(shopper, lines.slice(0, 7)), 'Delivered');
});
afterAll(() => server.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const TWO_MB = 2 * 1024 * 1024;

const product = (n: number) => productIds[n]!;
const submit = (productId: string, fields: Record<string, string>, files: FormFile[] = [], token = demo.token) =>
  sendForm(server, `/reviews/product/${productId}/review`, formOf(fields, files), { token });
const mine = (productId: string, userId = demo.userId, token = demo.token) =>
  call(server, `/reviews/product/${productId}/review/user?userId=${userId}`, { token });
const reviewCount = async (productId: string) =>
  ((await call(server, `/reviews/product/${productId}/reviews`)).body as Wire[]).length;

describe('writing a review', () => {
  it('stores rating, text and photos; the product average, count and review list follow', async () => {
    const id = product(0);
    expect(await mine(id)).toEqual({
      status: 404,
      body: { message: 'No review found for this user and product.', code: 'review_not_found' },
    });
    const before = (await call(server, `/products/${id}`)).body;
    const photos: FormFile[] = [
      ['images', 'front.png', await makeImage('png')],
      ['images', 'side.jpg', await makeImage('jpeg'), 'image/jpeg'],
    ];
    const fields = { userId: demo.userId, productId: id, rating: '4.5', comment: '  Lovely fabric.  ' };
    expect(await submit(id, fields, photos)).toEqual({
      status: 201,
      body: { message: 'Review submitted successfully!' },
    });

    const own = await mine(id);
    expect(own).toEqual({
      status: 200,
      body: {
        Id: expect.any(String),
        ProductId: id,
        ProductName: before.Name,
        UserId: demo.userId,
        UserName: 'Ayesha Khan',
        UserImage: null,
        Rating: 4.5,
        Comment: 'Lovely fabric.',
        Images: [
          expect.stringMatching(/^\/api\/v1\/media\/uploads\/.+\.webp$/),
          expect.stringMatching(/^\/api\/v1\/media\/uploads\/.+\.webp$/),
        ],
        VendorReply: null,
        CreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    for (const url of own.body.Images) {
      const served = await fetch(`${server.url}${url}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    }

    const after = (await call(server, `/products/${id}`)).body;
    expect(after.RatingsCount).toBe(before.RatingsCount + 1);
    const list = (await call(server, `/reviews/product/${id}/reviews`)).body as Wire[];
    expect(list).toHaveLength(after.RatingsCount);
    const average = list.reduce((sum, review) => sum + review.rating, 0) / list.length;
    expect(after.AverageRating).toBeCloseTo(average, 1);
    const listed = (await call(server, `/products?shopId=${after.ShopId}&perPage=1000`)).body.products as Wire[];
    expect(listed.find((entry) => entry.Id === id)).toMatchObject({
      AverageRating: after.AverageRating,
      RatingsCount: after.RatingsCount,
    });
    expect(list[0]).toEqual({
      Id: own.body.Id,
      userId: demo.userId,
      userName: 'Ayesha Khan',
      userImage: null,
      rating: 4.5,
      comment: 'Lovely fabric.',
      vendorReply: null,
      images: own.body.Images,
      createdAt: own.body.CreatedAt,
      totalLikes: 0,
      userReacted: false,
      verifiedPurchase: true,
    });
  });

  it('shows the author avatar in the review list once the author has a picture', async () => {
    const id = product(1);
    const picture = await sendForm(
      server,
      `/user/${other.userId}`,
      formOf({ name: '', phone: '' }, [['image', 'me.png', await makeImage('png')]]),
      { method: 'PUT', token: other.token },
    );
    await submit(id, { userId: other.userId, rating: '0.5', comment: 'Not for me.' }, [], other.token);
    const list = (await call(server, `/reviews/product/${id}/reviews`)).body as Wire[];
    expect(list.find((review) => review.userId === other.userId)).toMatchObject({
      userName: 'Shopper 3',
      userImage: picture.body.user.Images,
      rating: 0.5,
      images: [],
    });
  });

  it('allows one review per user and product, also under concurrent submissions', async () => {
    const fields = { userId: demo.userId, rating: '5', comment: 'Great' };
    const duplicate = {
      status: 409,
      body: { message: 'You have already reviewed this product.', code: 'already_reviewed' },
    };
    expect(await submit(product(0), fields)).toEqual(duplicate);
    const id = product(2);
    const before = await reviewCount(id);
    const answers = await Promise.all([1, 2, 3].map(() => submit(id, fields)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409)).toEqual([duplicate, duplicate]);
    expect(await reviewCount(id)).toBe(before + 1);
    expect((await mine(id)).status).toBe(200);
  });

  it('is backed by a unique index: the database refuses a second row for the same user and product', async () => {
    const id = product(5);
    const before = await reviewCount(id);
    expect((await submit(id, { userId: other.userId, rating: '4', comment: 'Good' }, [], other.token)).status).toBe(
      201,
    );
    const shopId = (await call(server, `/products/${id}`)).body.ShopId as string;
    const again = server.db.insert(reviews).values({ productId: id, userId: other.userId, shopId, rating: 1 });
    expect(
      sqlState(
        await again.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe('23505');
    expect(await reviewCount(id)).toBe(before + 1);
  });

  it('accepts three photos of exactly 2 MB each', async () => {
    const photo = await pngOfSize(TWO_MB);
    const photos: FormFile[] = [1, 2, 3].map((n) => ['images', `p${n}.png`, photo]);
    const answer = await submit(product(3), { userId: demo.userId, rating: '3', comment: 'Fine' }, photos);
    expect(answer.status).toBe(201);
    expect((await mine(product(3))).body.Images).toHaveLength(3);
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const id = product(4);
    const before = await reviewCount(id);
    const fields = { userId: demo.userId, rating: '4', comment: 'Good' };
    const png = await makeImage('png');
    // Each with its status and text, and the code and params of its reason where it has its own.
    const refusals: [Record<string, string>, FormFile[], number, string, string?, object?][] = [
      [{ ...fields, rating: '' }, [], 400, 'Rating is required'],
      [{ ...fields, rating: '0' }, [], 400, 'Rating is required'],
      [{ ...fields, rating: '4.2' }, [], 400, 'Rating is required'],
      [{ ...fields, rating: '5.5' }, [], 400, 'Rating is required'],
      [{ ...fields, rating: 'five' }, [], 400, 'Rating is required'],
      [{ ...fields, comment: '   ' }, [], 400, 'Review text is required'],
      [
        { ...fields, comment: 'x'.repeat(2001) },
        [],
        400,
        'Review text must be at most 2000 characters',
        'review_too_long',
        { max: 2000 },
      ],
      [fields, [1, 2, 3, 4].map((n) => ['images', `p${n}.png`, png]), 400, 'You can upload a maximum of 3 images.'],
      [
        fields,
        [['images', 'huge.png', await pngOfSize(TWO_MB + 1)]],
        400,
        'File "huge.png" exceeds the 2MB size limit.',
      ],
      [
        fields,
        [['images', 'page.png', new TextEncoder().encode('<html></html>')]],
        415,
        'Only JPEG, PNG or WebP images are allowed.',
        'unsupported_image',
      ],
      [{ ...fields, userId: '' }, [], 400, 'User ID is required'],
      [{ ...fields, userId: 'abc' }, [], 400, 'Invalid user ID format'],
      [
        { ...fields, productId: product(5) },
        [],
        400,
        'productId does not match the product reviewed',
        'product_mismatch',
      ],
    ];
    for (const [form, files, status, message, code = errorCodeOf(status), params] of refusals) {
      expect(await submit(id, form, files)).toEqual({ status, body: { message, code, ...(params ? { params } : {}) } });
    }
    const photoThenPage: FormFile[] = [
      ['images', 'ok.png', png],
      ['images', 'evil.png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ];
    expect((await submit(id, fields, photoThenPage)).status).toBe(415);
    expect(await reviewCount(id)).toBe(before);
    expect((await mine(id)).status).toBe(404);
    expect(await submit(MISSING, fields)).toEqual({
      status: 404,
      body: { message: 'Product not found.', code: 'product_not_found' },
    });
    expect(await submit('nope', fields)).toEqual({
      status: 400,
      body: { message: 'Invalid product ID format', code: 'invalid_id' },
    });
  });
});

describe('only buyers review', () => {
  const eligibility = (productId: string, shopper = demo) =>
    call(server, `/reviews/product/${productId}/eligibility?userId=${shopper.userId}`, { token: shopper.token });
  const fields = (userId = demo.userId) => ({ userId, rating: '4', comment: 'Arrived well packed.' });
  const notReceived = {
    status: 403,
    body: { message: 'Only users who have received the product can review it.', code: 'review_needs_delivery' },
  };

  it('refuses a shopper whose order of the product is not delivered, then takes their review once it is', async () => {
    const id = product(7);
    const before = await reviewCount(id);
    expect(await submit(id, fields())).toEqual(notReceived);
    expect(await eligibility(id)).toEqual({ status: 200, body: { Eligibility: 'notReceived' } });

    const placed = await order(demo, [lines[7]!]);
    await moveOrder(server, placed, 'Shipped');
    expect(await submit(id, fields())).toEqual(notReceived);
    expect((await eligibility(id)).body).toEqual({ Eligibility: 'notReceived' });
    expect(await reviewCount(id)).toBe(before);

    await moveOrder(server, placed, 'Delivered');
    expect((await eligibility(id)).body).toEqual({ Eligibility: 'eligible' });
    expect((await submit(id, fields())).status).toBe(201);
    expect((await eligibility(id)).body).toEqual({ Eligibility: 'alreadyReviewed' });
    expect(await eligibility(id, other)).toEqual({ status: 200, body: { Eligibility: 'notReceived' } });
    expect(await submit(id, fields(other.userId), [], other.token)).toEqual(notReceived);
  });

  it('answers eligibility only to the shopper themself, and 404 for an unknown product', async () => {
    expect((await call(server, `/reviews/product/${product(0)}/eligibility?userId=${demo.userId}`)).status).toBe(401);
    expect(
      (await call(server, `/reviews/product/${product(0)}/eligibility?userId=${demo.userId}`, { token: other.token }))
        .status,
    ).toBe(403);
    expect(await eligibility(MISSING)).toEqual({
      status: 404,
      body: { message: 'Product not found.', code: 'product_not_found' },
    });
  });

  it('marks the reviews of buyers as verified purchases, not those written without a delivered order', async () => {
    const id = product(8);
    const stranger = await signUpShopper(server, 4);
    const shopId = lines[8]!.shopId;
    // A review kept from before the rule (the demo seed's reviewers have no orders).
    await server.db
      .insert(reviews)
      .values({ productId: id, userId: stranger.userId, shopId, rating: 2, comment: 'Ok' });
    await moveOrder(server, await order(other, [lines[8]!]), 'Delivered');
    expect((await submit(id, { ...fields(other.userId), rating: '5' }, [], other.token)).status).toBe(201);
    const list = (await call(server, `/reviews/product/${id}/reviews`)).body as Wire[];
    const ours = list.filter((review) => [other.userId, stranger.userId].includes(review.userId));
    expect(ours.map((review) => [review.userId, review.rating, review.verifiedPurchase])).toEqual([
      [other.userId, 5, true],
      [stranger.userId, 2, false],
    ]);
    // The demo seed's reviewers bought nothing.
    expect(list.filter((review) => review.verifiedPurchase).map((review) => review.userId)).toEqual([other.userId]);
  });

  it("answers every review of a product, so its histogram adds up to the product's count and average", async () => {
    const id = product(9);
    const shopId = lines[9]!.shopId;
    const seeded = ratingHistogram((await call(server, `/reviews/product/${id}/reviews`)).body as { rating: number }[]);
    const writers = await Promise.all([5, 6, 7, 8].map((n) => signUpShopper(server, n)));
    await server.db.insert(reviews).values(
      writers.map((writer, index) => ({
        productId: id,
        userId: writer.userId,
        shopId,
        rating: [5, 4.5, 3, 1][index]!,
      })),
    );
    const list = (await call(server, `/reviews/product/${id}/reviews`)).body as Wire[];
    const histogram = ratingHistogram(list as { rating: number }[]);
    expect(HISTOGRAM_STARS.map((star) => histogram.counts[star] - seeded.counts[star])).toEqual([2, 0, 1, 0, 1]);
    const detail = (await call(server, `/products/${id}`)).body;
    expect(HISTOGRAM_STARS.reduce((sum, star) => sum + histogram.counts[star], 0)).toBe(detail.RatingsCount);
    expect(histogram.average).toBeCloseTo(detail.AverageRating, 1);
  });
});

describe('review access', () => {
  it("answers 401 without a token and 403 for someone else's review or name", async () => {
    const id = product(6);
    const before = await reviewCount(id);
    const fields = { userId: demo.userId, rating: '4', comment: 'Good' };
    const none = await submit(id, fields, [], '');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
    expect(await submit(id, fields, [], other.token)).toEqual({
      status: 403,
      body: { message: 'You may only access your own data', code: 'not_your_data' },
    });
    expect(await reviewCount(id)).toBe(before);
    expect((await call(server, `/reviews/product/${product(0)}/review/user?userId=${demo.userId}`)).status).toBe(401);
    expect(await mine(product(0), demo.userId, other.token)).toEqual({
      status: 403,
      body: { message: 'You may only access your own data', code: 'not_your_data' },
    });
    expect((await call(server, `/reviews/product/${product(0)}/review/user`, { token: demo.token })).body).toEqual({
      message: 'User ID is required',
      code: 'validation_failed',
    });
  });

  it('lists reviews publicly and answers 404 for an unknown product', async () => {
    expect((await call(server, `/reviews/product/${product(0)}/reviews`)).status).toBe(200);
    expect(await call(server, `/reviews/product/${MISSING}/reviews`)).toEqual({
      status: 404,
      body: { message: 'Product not found.', code: 'product_not_found' },
    });
  });
});
