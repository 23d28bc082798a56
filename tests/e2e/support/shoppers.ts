import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A shopper of the journeys: what they sign in with and, once signed in, their id and token. */
export interface Shopper {
  name: string;
  email: string;
  /** Ten digits starting with 3, without +92 (spec §5). */
  phone: string;
  password: string;
}

/** A shopper who exists on the server, verified and signed in through the API. */
export interface SignedInShopper extends Shopper {
  userId: string;
  token: string;
}

/** The seeded shopper with orders in every status, a return, a cancellation, a wishlist and followed shops. */
export const DEMO_SHOPPER: Shopper = {
  name: 'Ayesha Khan',
  email: 'demo@sauda.pk',
  phone: '3001234567',
  password: 'Sauda@123',
};

/** A password that follows the spec's rule: 9+ characters, a capital, a special character. */
export const SHOPPER_PASSWORD = 'Karachi@2025';

/**
 * Details nobody else uses: the two workers share one server, so every journey that writes gets its own shopper.
 * Phones start with 34, a prefix the seed never hands out.
 */
export function newShopper(name = 'Test Shopper'): Shopper {
  const tag = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  return {
    name,
    email: `shopper.${tag}@e2e.sauda.pk`,
    phone: `34${String(randomInt(1e8)).padStart(8, '0')}`,
    password: SHOPPER_PASSWORD,
  };
}

/** The newest code mailed to `email`, read from the dev outbox the e2e server keeps. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/api/v1/dev/outbox', { params: { email } });
  expect(response.status()).toBe(200);
  const mails = (await response.json()) as { code: string | null }[];
  const code = mails[0]?.code;
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** Waits until the outbox holds a code for `email` other than `previous` (a resend) and returns it. */
export async function nextCode(request: APIRequestContext, email: string, previous: string): Promise<string> {
  let code = previous;
  await expect
    .poll(async () => (code = await latestCode(request, email)), { message: `a new code for ${email}` })
    .not.toBe(previous);
  return code;
}

/** Signs a shopper in through the API (for journeys whose subject is not the login itself). */
export async function signInThroughApi(request: APIRequestContext, shopper: Shopper): Promise<SignedInShopper> {
  const response = await request.post('/api/v1/user/signin', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { user: { userId: string }; token: string };
  return { ...shopper, userId: body.user.userId, token: body.token };
}

/** Signs a fresh shopper up, verifies the mailed code and signs them in, all through the API. */
export async function registerShopper(request: APIRequestContext, shopper = newShopper()): Promise<SignedInShopper> {
  const signUp = await request.post('/api/v1/user/signup', {
    data: { name: shopper.name, email: shopper.email, phone: shopper.phone, password: shopper.password },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const verify = await request.post('/api/v1/user/verify', {
    data: { email: shopper.email, code: await latestCode(request, shopper.email) },
  });
  expect(verify.status(), await verify.text()).toBe(201);
  return signInThroughApi(request, shopper);
}

/**
 * Puts a signed-in shopper into this browser's storage under the spec's keys (`user`, `token`) before the first
 * page of the journey opens. The favicon is a same-origin file that runs no app code.
 */
export async function startSignedIn(page: Page, shopper: SignedInShopper): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([user, token]) => {
      localStorage.setItem('user', user);
      localStorage.setItem('token', token);
    },
    [
      JSON.stringify({ userId: shopper.userId, name: shopper.name, email: shopper.email, phone: shopper.phone }),
      shopper.token,
    ] as const,
  );
}

/** Signs in on the login page, as a shopper does. */
export async function logInThroughForm(page: Page, shopper: Shopper): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Email or phone' }).fill(shopper.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Login' }).click();
}
