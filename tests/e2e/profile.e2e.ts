import { type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { pngImage } from './support/images';
import { newShopper, registerShopper, startSignedIn } from './support/shoppers';

test('profile: an invalid phone is refused inline and sends nothing; a valid edit saves and renames the header', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, newShopper('Sana Malik'));
  const newName = 'Zainab Rehmatullah';
  const newPhone = newShopper().phone;
  const updates: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/api/v1/user/')) updates.push(sent);
  });
  await startSignedIn(page, shopper);
  await page.goto('/user/account');

  await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  await expect(page.getByText('Your Style, Your Settings – Personalize Your Profile!')).toBeVisible();
  await expect(page.getByText(`+92 ${shopper.phone}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Sana Malik');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  const contact = page.getByRole('textbox', { name: 'Contact' });
  await expect(contact).toHaveAttribute('placeholder', '314XXXX910');
  await contact.fill('4123456789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Phone number must be a valid Pakistani number (10 digits, starting with 3)'),
  ).toBeVisible();
  await contact.fill('312345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Phone number must be a valid Pakistani number (10 digits, starting with 3)'),
  ).toBeVisible();
  expect(updates).toHaveLength(0);

  // A new picture shows as a preview before it is saved.
  await page.getByLabel('Profile Image').setInputFiles(pngImage('me.png', { width: 24, height: 24 }));
  await expect(page.getByRole('img', { name: 'Sana Malik', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sana Malik (no photo yet)' })).toHaveCount(0);

  // Hold the save on the wire until 'Saving...' has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/user/*', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Name' }).fill(newName);
  await contact.fill(newPhone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();

  await expect(page.getByText('Profile details updated successfully')).toBeVisible();
  expect(updates).toHaveLength(1);
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue(newName);
  await expect(page.getByRole('textbox', { name: 'Contact' })).toHaveValue(newPhone);
  const account = page.getByRole('banner').getByRole('button', { name: newName });
  await expect(account).toHaveText('Zainab Reh...');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue(newName);
  await expect(page.getByText(`+92 ${newPhone}`)).toBeVisible();
  const picture = page.getByRole('img', { name: newName, exact: true });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(24);
});
