import { displayedDiscountValue, displayedPriceValue } from '../price/displayed-price';
import type { Product } from '../types';
import type { SortBy } from './listing-filters';

/** Keys are packed as `key × n + index` only while that stays an exact integer. */
const MAX_EXACT = Number.MAX_SAFE_INTEGER;

/** A rating or count that is missing or not a number sorts as 0. */
const orZero = (value: number) => (Number.isFinite(value) ? value : 0);

/** Highest average rating first, then the most ratings (a 5 from 40 shoppers before a 5 from one); stable. */
function sortByRating(products: readonly Product[]): Product[] {
  const n = products.length;
  const rating = new Float64Array(n);
  const count = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const product = products[i] as Product;
    rating[i] = orZero(product.averageRating);
    count[i] = orZero(product.ratingsCount);
  }
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort(
    (a, b) => (rating[b] as number) - (rating[a] as number) || (count[b] as number) - (count[a] as number) || a - b,
  );
  return Array.from(order, (i) => products[i] as Product);
}

/**
 * Sorts by displayed price (either way), by displayed discount (highest first) or by rating (`topRated`: highest
 * average first, then most ratings); stable, so equal keys keep the listing's order. No `sortBy` returns a copy in
 * the original order. Never mutates the input.
 */
export function sortProducts(products: readonly Product[], sortBy: SortBy | undefined): Product[] {
  const n = products.length;
  if (!sortBy || n < 2) return products.slice();
  if (sortBy === 'topRated') return sortByRating(products);
  const sign = sortBy === 'lowToHighPrice' ? 1 : -1;
  const byDiscount = sortBy === 'highToLowDiscount';

  // Keys in paisa (or hundredths of a percent) so the usual whole and two-decimal amounts are integers.
  const keys = new Float64Array(n);
  let packable = true;
  for (let i = 0; i < n; i++) {
    const product = products[i] as Product;
    const raw = byDiscount ? displayedDiscountValue(product) : displayedPriceValue(product);
    const key = sign * Math.round((Number.isFinite(raw) ? raw : 0) * 100);
    keys[i] = key;
    if (packable && Math.abs(key) * n + n > MAX_EXACT) packable = false;
    // Exact round trip means distinct amounts get distinct keys in the same order.
    if (packable && Math.round(raw * 100) / 100 !== raw && Number.isFinite(raw)) packable = false;
  }

  const result = new Array<Product>(n);
  if (packable) {
    // One native numeric sort of `key × n + index`: stable by construction and far faster than a comparator.
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) packed[i] = (keys[i] as number) * n + i;
    packed.sort();
    for (let i = 0; i < n; i++) {
      const value = packed[i] as number;
      result[i] = products[value - Math.floor(value / n) * n] as Product;
    }
    return result;
  }

  for (let i = 0; i < n; i++) {
    const product = products[i] as Product;
    const raw = byDiscount ? displayedDiscountValue(product) : displayedPriceValue(product);
    keys[i] = Number.isFinite(raw) ? sign * raw : 0;
  }
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
  for (let i = 0; i < n; i++) result[i] = products[order[i] as number] as Product;
  return result;
}
