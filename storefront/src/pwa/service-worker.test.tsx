// @vitest-environment jsdom
import { Toaster } from '@sauda/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

/** The one worker `registerServiceWorker` makes: its listeners, and what the page told it. */
const worker = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  skipWaiting: 0,
  registered: 0,
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      worker.listeners.set(type, listener);
    }
    messageSkipWaiting() {
      worker.skipWaiting += 1;
    }
    async register() {
      worker.registered += 1;
    }
  },
}));

describe('the service worker update', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    worker.listeners.clear();
  });

  it('waits for the shopper: a new build takes over only once they choose Reload', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
    // react-hot-toast asks whether the shopper prefers reduced motion; jsdom has no media queries.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<Toaster />);
    registerServiceWorker();
    expect(worker.registered).toBe(1);

    act(() => worker.listeners.get('waiting')?.());
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getByText('A new version of Sauda is ready')).toBeTruthy();
    expect(worker.skipWaiting).toBe(0);
    await userEvent.click(reload);
    expect(worker.skipWaiting).toBe(1);
    expect(worker.listeners.has('controlling')).toBe(true);
  });
});
