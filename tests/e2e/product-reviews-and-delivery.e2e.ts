import { deliveryEstimate, formatDate, type DeliveryPlace } from '@sauda/commerce';
import { expect, test } from './support/test';
import { pngImage } from './support/images';
import { scrollToReviews } from './support/navigation';
import { demoBuyer } from './support/reviews';
import { newShopper, registerShopper, startSignedIn } from './support/shoppers';

/** The dates the page should promise today (the rule itself is unit-tested in commerce): a major city, 3–6 days. */
function expectedWindow(place: DeliveryPlace): string {
  const estimate = deliveryEstimate(place, { now: new Date() })!;
  expect([estimate.minDays, estimate.maxDays]).toEqual([3, 6]);
  return `Get it between ${formatDate(estimate.earliest)} and ${formatDate(estimate.latest)} (3–6 days)`;
}

interface ReviewRow {
  rating: number;
  images: string[];
  verifiedPurchase?: boolean;
}

test('a product’s reviews: a histogram adding up to the total, a With photos filter, a verified purchase mark', async ({
  page,
  request,
}) => {
  // A review with a photo by a buyer: the demo shopper's, on the last product of their delivered orders.
  const { shopper, received } = await demoBuyer(request);
  const product = received.at(-1);
  if (!product) throw new Error('The demo shopper has no delivered order');
  if (!product.reviewed) {
    const photo = pngImage('parcel.png');
    const sent = await request.post(`/api/v1/reviews/product/${product.productId}/review`, {
      headers: { authorization: `Bearer ${shopper.token}` },
      multipart: {
        userId: shopper.userId,
        productId: product.productId,
        rating: '4',
        comment: 'کپڑا اچھا ہے — arrived in three days.',
        images: { name: photo.name, mimeType: photo.mimeType, buffer: Buffer.from(photo.buffer) },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const list = (await (
    await request.get(`/api/v1/reviews/product/${product.productId}/reviews`)
  ).json()) as ReviewRow[];
  const withPhotos = list.filter((review) => review.images.length > 0);
  expect(withPhotos.length).toBeGreaterThan(0);

  await page.goto(`/product/view/${product.productId}`);
  await scrollToReviews(page);
  const reviews = page.getByRole('region', { name: /^Reviews/ });
  await expect(reviews.getByRole('article')).toHaveCount(list.length);
  await expect(reviews.getByText(list.length === 1 ? '1 rating' : `${list.length} ratings`)).toBeVisible();
  const rows = reviews.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  const counts = (await rows.locator('[data-slot="rating-histogram-count"]').allTextContents()).map(Number);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(list.length);

  // The box is drawn by its label, which takes the tap.
  const photosOnly = reviews.getByRole('checkbox', { name: `With photos (${withPhotos.length})` });
  await reviews.getByText(`With photos (${withPhotos.length})`).click();
  await expect(photosOnly).toBeChecked();
  const cards = reviews.getByRole('article');
  await expect(cards).toHaveCount(withPhotos.length);
  for (const card of await cards.all()) await expect(card.getByRole('list', { name: 'Review images' })).toBeVisible();
  const verified = cards.filter({ hasText: 'Verified purchase' });
  await expect(verified).toHaveCount(withPhotos.filter((review) => review.verifiedPurchase).length);
  await expect(verified.first()).toBeVisible();

  await reviews.getByRole('combobox', { name: 'Sort reviews' }).selectOption('Lowest rating');
  await reviews.getByText(`With photos (${withPhotos.length})`).click();
  await expect(photosOnly).not.toBeChecked();
  await expect(cards).toHaveCount(list.length);
  const lowest = Math.min(...list.map((review) => review.rating));
  await expect(cards.first().getByRole('img', { name: new RegExp(`^Rated ${lowest} out of 5`) })).toBeVisible();
});

test('a shopper who has not received a product is told why they cannot review it, with no form', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, newShopper('Bilal Ahmed'));
  const listed = (await (await request.get('/api/v1/products', { params: { perPage: 1 } })).json()) as {
    products: { Id: string; Name: string }[];
  };
  const product = listed.products[0]!;
  await startSignedIn(page, shopper);
  await page.goto(`/product/view/${product.Id}`);
  await page.getByRole('button', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(`/review/${product.Id}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Only shoppers who received this product can review it' }),
  ).toBeVisible();
  await expect(page.getByText(/once an order of yours with this product has been delivered/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Orders' }).last()).toHaveAttribute('href', '/user/orders');
  await expect(page.getByRole('form', { name: 'Submit Your Review' })).toHaveCount(0);
});

test('delivery to a city the shopper picks: the dates, the fee, Cash on Delivery and the return policy', async ({
  page,
  request,
}) => {
  const listed = (await (await request.get('/api/v1/products', { params: { perPage: 1 } })).json()) as {
    products: { Id: string }[];
  };
  await page.goto(`/product/view/${listed.products[0]!.Id}`);
  await scrollToReviews(page);
  const delivery = page.getByRole('region', { name: 'Delivery & returns' });
  await expect(delivery.getByText('Choose your city to see when it arrives.')).toBeVisible();
  await delivery.getByRole('combobox', { name: 'Province' }).selectOption('Sindh');
  await delivery.getByRole('combobox', { name: 'City' }).selectOption('Karachi');
  await expect(delivery.getByText('Deliver to Karachi, Sindh')).toBeVisible();
  await expect(delivery.getByText(expectedWindow({ province: 'Sindh', city: 'Karachi' }))).toBeVisible();
  await expect(delivery.getByText('Rs 200')).toBeVisible();
  await expect(delivery.getByText('Cash on Delivery available')).toBeVisible();
  await delivery.getByRole('link', { name: 'Return policy' }).click();
  await expect(page).toHaveURL('/returns-and-refunds');
});

test('a signed-in shopper sees delivery to the city of their saved address', async ({ page, request }) => {
  const { shopper } = await demoBuyer(request);
  const listed = (await (await request.get('/api/v1/products', { params: { perPage: 1 } })).json()) as {
    products: { Id: string }[];
  };
  await startSignedIn(page, shopper);
  await page.goto(`/product/view/${listed.products[0]!.Id}`);
  await scrollToReviews(page);
  // The demo shopper's saved address is in Lahore, a major city: a day sooner than 4–7.
  const delivery = page.getByRole('region', { name: 'Delivery & returns' });
  await expect(delivery.getByText('Deliver to Lahore, Punjab')).toBeVisible();
  await expect(delivery.getByText(expectedWindow({ province: 'Punjab', city: 'Lahore' }))).toBeVisible();
  await expect(delivery.getByRole('combobox', { name: 'Province' })).toHaveCount(0);
});
