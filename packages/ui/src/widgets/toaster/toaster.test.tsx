// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { toast } from './toast';

/** The network as the toast's download meets it: while down, importing the toast module fails as a lost chunk does. */
const network = vi.hoisted(() => ({ down: false }));
vi.mock('./hot-toaster', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeAll(() => {
  // react-hot-toast reads the shopper's reduced-motion setting; jsdom has no matchMedia.
  window.matchMedia = (query) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

it('a toast that cannot download its library is lost, not the page, and the next one shows once the network is back', async () => {
  render(
    <>
      <main>
        <h1>Checkout</h1>
      </main>
      <Toaster />
    </>,
  );
  network.down = true;
  await act(async () => {
    toast.error('You are offline. Your order has not been placed.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();

  network.down = false;
  act(() => void toast.error('Your order has not been placed. Please try again.'));
  expect((await screen.findByRole('alert')).textContent).toBe('Your order has not been placed. Please try again.');
  expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
});
