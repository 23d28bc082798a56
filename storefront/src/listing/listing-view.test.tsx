// @vitest-environment jsdom
import type { ListingFacets, Product } from '@sauda/commerce';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Listing } from '../data/use-listing';
import { recordPendingFetches } from '../test-support/pending-fetch';
import { ViewObserver } from '../test-support/view-observer';
import { stubResizeObserver } from '../../../packages/ui/src/test-support/resize-observer';
import { ListingView } from './listing-view';

recordPendingFetches();
let isWide = false;

beforeEach(() => {
  isWide = false;
  ViewObserver.all = [];
  vi.stubGlobal('matchMedia', () => ({ matches: isWide, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal('IntersectionObserver', ViewObserver);
  // The price filter's Radix slider measures its thumbs once its code has come, which can be after a test's last step.
  stubResizeObserver();
});
afterEach(cleanup);

const products = (count: number, from = 0) =>
  Array.from(
    { length: count },
    (_, i) =>
      ({
        id: `p-${from + i}`,
        name: `Kurta ${from + i}`,
        images: [],
        price: 1000,
        oldPrice: null,
        discount: null,
        brand: 'Khaadi',
        categoryName: 'fashion',
        shopId: 's-1',
        averageRating: 0,
        ratingsCount: 0,
        status: 'pending',
        colorVariants: [],
        variants: [],
      }) satisfies Product,
  );

const facets: ListingFacets = {
  brands: [
    { value: 'Khaadi', count: 1240 },
    { value: 'Bata', count: 3 },
  ],
  colors: [{ value: 'Red', count: 12 }],
  sizes: [],
  price: { min: 500, max: 9000 },
  exact: true,
};

function listingOf(overrides: Partial<Listing> = {}): Listing {
  return {
    products: products(24),
    total: { count: 60, isExact: true },
    facets,
    hasMore: true,
    isLoadingMore: false,
    isRefreshing: false,
    error: undefined,
    loadMore: vi.fn(),
    retry: vi.fn(),
    ...overrides,
  };
}

function renderListing(listing: Listing, search = '') {
  const location = memoryLocation({ path: `/men/kurtas${search}`, record: true });
  const view = (value: Listing) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ListingView listing={value} emptyState={() => ({ title: 'No Products Found' })} />
      </Router>
    </SWRConfig>
  );
  const result = render(view(listing));
  return { location, rerender: (value: Listing) => result.rerender(view(value)) };
}

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
const nearTheEnd = () => act(() => ViewObserver.all.at(-1)?.comeIntoView());

describe('a listing', () => {
  it('renders a dozen cards first, a dozen more as the shopper nears the end, and the next page before they run out', () => {
    const listing = listingOf();
    const { rerender } = renderListing(listing);
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('60 products')).toBeTruthy();
    nearTheEnd();
    expect(cards()).toHaveLength(24);
    // Fewer than a dozen loaded cards are left: the next page is asked for.
    expect(listing.loadMore).toHaveBeenCalledTimes(1);

    rerender({ ...listing, products: products(24), isLoadingMore: true });
    expect(screen.getByRole('status').textContent).toBe('Loading more products');
    rerender({ ...listing, products: [...products(24), ...products(24, 24)] });
    nearTheEnd();
    expect(cards()).toHaveLength(36);
  });

  it('shows a capped total as at least that many', () => {
    renderListing(listingOf({ total: { count: 10000, isExact: false } }));
    expect(screen.getByText('10,000+ products')).toBeTruthy();
  });

  it('offers the facets with their counts, the chosen colour ticked whatever its case, and writes a choice to the address', async () => {
    isWide = true;
    const { location } = renderListing(listingOf(), '?color=red');
    const brand = within(screen.getByRole('region', { name: 'Brand' }));
    expect(brand.getByRole('checkbox', { name: 'Khaadi (1,240)' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Red (12)' }) as HTMLInputElement).checked).toBe(true);
    // No size is on offer: no product of the listing has one.
    expect(screen.queryByRole('region', { name: 'Size' })).toBeNull();
    await userEvent.click(brand.getByText('Bata', { exact: true }));
    expect(location.history?.at(-1)).toBe('/men/kurtas?brand=Bata&color=Red');
  });

  it('keeps the loaded cards when a next page fails, and asks again on Try again', async () => {
    const listing = listingOf({ error: new Error('offline'), hasMore: true });
    renderListing(listing);
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('alert').textContent).toContain('We could not load more products.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(listing.retry).toHaveBeenCalled();
  });

  it('shows the empty state when nothing matches, and the load-failed text when the first page failed', () => {
    const { rerender } = renderListing(listingOf({ products: [], total: { count: 0, isExact: true }, hasMore: false }));
    expect(screen.getByRole('heading', { name: 'No Products Found' })).toBeTruthy();
    rerender(listingOf({ products: undefined, total: undefined, error: new Error('offline') }));
    expect(screen.getByText(/We could not load these products/)).toBeTruthy();
  });
});
