import { expect, test } from './support/test';
import { pngImage } from './support/images';
import { demoBuyer } from './support/reviews';
import { startSignedIn } from './support/shoppers';

test('review: two images, a 4th and a 3 MB image refused in the spec words, then Your Review', async ({
  page,
  request,
}) => {
  // Only a buyer may review: the demo shopper, with a delivered product they have not reviewed yet (the first; the
  // reviews-and-delivery journey takes the last).
  const { shopper, received } = await demoBuyer(request);
  const unreviewed = received.find((entry) => !entry.reviewed);
  if (!unreviewed) throw new Error('The demo shopper has reviewed every product of their delivered orders');
  const product = { Id: unreviewed.productId, Name: unreviewed.productName };
  await startSignedIn(page, shopper);

  await page.goto(`/product/view/${product.Id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  await page.getByRole('button', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(`/review/${product.Id}`);
  const form = page.getByRole('form', { name: 'Submit Your Review' });
  await expect(form).toBeVisible();

  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Rating is required')).toBeVisible();
  await expect(form.getByText('Review text is required')).toBeVisible();

  // The stars are a native radio group: focus one and press Space, as a keyboard user does.
  const halfStars = form.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: '4.5 stars' });
  await halfStars.focus();
  await page.keyboard.press('Space');
  await expect(halfStars).toBeChecked();
  await form.getByRole('textbox', { name: 'Your review' }).fill('Keeps time well and the strap is comfortable.');
  const upload = form.getByLabel('Upload images');
  await upload.setInputFiles([pngImage('front.png'), pngImage('strap.png', { rgb: [20, 90, 200] })]);
  const previews = form.getByRole('list', { name: 'Selected images' }).getByRole('listitem');
  await expect(previews).toHaveCount(2);

  // Two more would make four: refused, the two already picked stay.
  await upload.setInputFiles([pngImage('box.png'), pngImage('receipt.png')]);
  await expect(form.getByRole('alert')).toContainText('You can upload a maximum of 3 images.');
  await expect(previews).toHaveCount(2);

  const big = pngImage('wrist-shot.png', { width: 1000, height: 1000, noise: true });
  expect(big.buffer.byteLength).toBeGreaterThan(2.5 * 1024 * 1024);
  await upload.setInputFiles([big]);
  await expect(form.getByRole('alert')).toContainText('File "wrist-shot.png" exceeds the 2MB size limit.');
  await expect(previews).toHaveCount(2);
  await expect(form.getByRole('img', { name: 'front.png' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'strap.png' })).toBeVisible();

  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  const mine = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: 'Your Review' }) });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Keeps time well and the strap is comfortable.')).toBeVisible();
  await expect(mine.getByRole('img', { name: /4\.5 out of 5/ })).toBeVisible();
  await expect(mine.getByText(shopper.name)).toBeVisible();
  await expect(mine.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(mine.getByRole('button', { name: /^View image [12] of 2$/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'View Product' })).toHaveAttribute(
    'href',
    new RegExp(`/product/[^/]+/${product.Id}$`),
  );

  // A reload (the original reloads after submitting) shows the same review from the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Review' })).toBeVisible();
  await expect(page.getByText('Keeps time well and the strap is comfortable.')).toBeVisible();
});
