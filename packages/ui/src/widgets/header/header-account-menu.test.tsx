// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { HeaderAccountMenu } from './header-account-menu';

/** The network as the panel's download meets it: while down, importing the panel fails as a lost chunk does. */
const network = vi.hoisted(() => ({ down: false }));
vi.mock('./header-account-popover', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(cleanup);

it('offline, pressing the account button when its panel cannot be downloaded leaves the page as it was', async () => {
  network.down = true;
  render(
    <main>
      <h1>My Orders</h1>
      <HeaderAccountMenu
        name="Ayesha Khan"
        links={[{ id: 'orders', label: 'My Orders', href: '/user/orders' }]}
        logoutLabel="Logout"
      />
    </main>,
  );
  await act(async () => {
    screen.getByRole('button', { name: 'Ayesha Khan' }).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.getByRole('heading', { name: 'My Orders' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Ayesha Khan' })).toBeTruthy();
});
