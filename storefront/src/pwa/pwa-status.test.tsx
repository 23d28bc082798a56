// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../session/session';
import { PwaStatus } from './pwa-status';

const ayesha = { userId: 'user-1', name: 'Ayesha Siddiqui', email: 'ayesha@example.pk', phone: '3001234567' };

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('the app status under the header', () => {
  let deleted: string[];
  beforeEach(() => {
    localStorage.clear();
    deleted = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says the shopper is offline while the browser has no connection, and nothing once it is back', () => {
    render(<PwaStatus />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    goOffline(true);
    expect(status.textContent).toBe('You are offline. Pages you have seen and your cart are still here.');
    goOffline(false);
    expect(status.textContent).toBe('');
  });

  it("empties the worker's page and catalogue caches when the shopper signs out, not before", async () => {
    act(() => signIn(ayesha, 'header.payload.signature'));
    render(<PwaStatus />);
    expect(deleted).toEqual([]);
    act(() => signOut());
    await vi.waitFor(() => expect(new Set(deleted)).toEqual(new Set(['sauda-catalogue', 'sauda-pages'])));
  });

  it('leaves the caches of a shopper who never signed in alone', () => {
    render(<PwaStatus />);
    act(() => localStorage.setItem('searchHistory', '[]'));
    expect(deleted).toEqual([]);
  });
});
