import { bench, describe } from 'vitest';
import { applyFilters, sortProducts } from '@sauda/commerce';
import type { ListingFilters } from '@sauda/commerce';
import { generateProducts } from '../../packages/commerce/src/test-support/make-product';

/**
 * Filter + sort over deterministic catalogues (seeded PRNG): the work a listing page redoes on every filter change.
 * Target (issue 3): under 2 ms for 1,000 products.
 * Run: npx vitest bench --run --project unit tests/perf/commerce-filter-sort.bench.ts
 */
const filters: ListingFilters = {
  brand: 'Khaadi',
  minPrice: 1000,
  maxPrice: 9000,
  rating: 2,
  sortBy: 'lowToHighPrice',
};

for (const size of [1_000, 10_000]) {
  describe(`${size.toLocaleString('en-US')} products`, () => {
    const products = generateProducts(size, 2024);

    bench('brand + price + rating filter, then sort by price', () => {
      sortProducts(applyFilters(products, filters), filters.sortBy);
    });

    bench('price + rating filter (wide), then sort by discount', () => {
      sortProducts(applyFilters(products, { minPrice: 0, maxPrice: 10_000, rating: 2 }), 'highToLowDiscount');
    });

    bench('sort only, every product, price high to low', () => {
      sortProducts(products, 'highToLowPrice');
    });
  });
}
