import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { latestCode, logInThroughForm, nextCode, registerShopper } from './support/shoppers';

/** Types a code into the six digit boxes, as a shopper does (the sixth digit submits it). */
async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Empties the six boxes with Backspace, from the last one. */
async function clearCode(page: Page) {
  await page.getByRole('textbox', { name: 'Digit 6 of 6' }).click();
  for (let press = 0; press < 6; press++) await page.keyboard.press('Backspace');
}

test('forgot password: a wrong code is refused, Resend OTP after 60 s, the new code auto-submits, login works', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const newPassword = 'Lahore#2026x';
  await page.clock.install();

  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/user/forgot-password');
  const forgot = page.getByRole('form', { name: 'Forgot your password?' });
  await forgot.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(forgot.getByText('Email is required')).toBeVisible();
  await forgot.getByLabel('Email').fill(shopper.email);
  await forgot.getByRole('button', { name: 'Send Reset Code' }).click();

  await expect(page).toHaveURL(/\/user\/forgot-password\/verify\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();
  const firstCode = await latestCode(request, shopper.email);
  const wrongCode = `${(Number(firstCode[0]) + 1) % 10}${firstCode.slice(1)}`;

  await typeCode(page, wrongCode);
  await expect(page.getByText('Invalid reset code.')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/forgot-password\/verify\?/);

  // The countdown holds 'Resend OTP' back for 60 seconds; the clock API stands in for the wait.
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  await page.clock.fastForward(31_000);
  const resend = page.getByRole('button', { name: 'Resend OTP', exact: true });
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByText('A new code is on its way.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();

  const secondCode = await nextCode(request, shopper.email, firstCode);
  await clearCode(page);
  // No Verify press: the sixth digit submits the code.
  await typeCode(page, secondCode);
  await expect(page).toHaveURL('/user/reset-password');

  const reset = page.getByRole('form', { name: 'Reset your password' });
  await reset.getByRole('textbox', { name: 'New Password', exact: true }).fill('short');
  await reset.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('short');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    reset.getByText(
      'Password must be at least 9 characters long, start with a capital letter, and include a special character',
    ),
  ).toBeVisible();
  await reset.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await reset.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(`${newPassword}!`);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('Passwords do not match!')).toBeVisible();
  await reset.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/user\/login\?/);
  await expect(page.getByText('Your password has been reset. Please log in with your new password.')).toBeVisible();
  await expect(page.getByLabel('Email or phone')).toHaveValue(shopper.email);

  await logInThroughForm(page, shopper);
  await expect(page.getByRole('form', { name: 'Login' }).getByText('Invalid Password')).toBeVisible();
  await logInThroughForm(page, { ...shopper, password: newPassword });
  await expect(page.getByRole('banner').getByRole('button', { name: shopper.name })).toBeVisible();
  await expect(page).toHaveURL('/');
});
