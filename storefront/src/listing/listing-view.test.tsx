// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { recordPendingFetches } from '../test-support/pending-fetch';
import { ListingView } from './listing-view';

/** What the storefront asked the server for. */
const fetches = recordPendingFetches();
const optionLists = ['/api/v1/brands', '/api/v1/colors', '/api/v1/sizes'];

let isWide = false;
let idleCallbacks: IdleRequestCallback[] = [];

beforeEach(() => {
  isWide = false;
  idleCallbacks = [];
  vi.stubGlobal('matchMedia', () => ({ matches: isWide, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(cleanup);

function renderListing() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router>
        <ListingView products={undefined} emptyState={() => ({ title: 'No products' })} />
      </Router>
    </SWRConfig>,
  );
}

const askedForOptions = async () => {
  const requested = await fetches.requestedOnceSent();
  return optionLists.filter((path) => requested.includes(path));
};

describe('the filter option lists of a listing', () => {
  it('on a phone wait until the browser is idle, so they do not compete with the products and first pictures', async () => {
    renderListing();
    expect(await askedForOptions()).toEqual([]);
    act(() => idleCallbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    expect(await askedForOptions()).toEqual(optionLists);
  });

  it('on a wide screen, where the panel shows beside the grid, load at once', async () => {
    isWide = true;
    renderListing();
    expect(await askedForOptions()).toEqual(optionLists);
  });
});
