// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

afterEach(cleanup);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

function Panel({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

it('a part whose code cannot be downloaded leaves the page standing, and the next press downloads it again', async () => {
  const network = { down: true };
  const load = vi.fn(() =>
    network.down
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Panel }),
  );
  const AccountPanel = lazyPart(load);
  function Page() {
    const [presses, setPresses] = useState(0);
    return (
      <main>
        <h1>Checkout</h1>
        <button onClick={() => setPresses(presses + 1)}>Account</button>
        {presses > 0 && (
          <Suspense fallback={null}>
            <AccountPanel title="Your account" />
          </Suspense>
        )}
      </main>
    );
  }
  render(<Page />);

  act(() => screen.getByRole('button', { name: 'Account' }).click());
  await settle();
  expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Your account' })).toBeNull();
  // Offline, it is asked for once a press, not again and again.
  expect(load).toHaveBeenCalledTimes(1);

  network.down = false;
  act(() => screen.getByRole('button', { name: 'Account' }).click());
  expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);

  // Once loaded it is kept.
  act(() => screen.getByRole('button', { name: 'Account' }).click());
  await settle();
  expect(screen.getByRole('heading', { name: 'Your account' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});
