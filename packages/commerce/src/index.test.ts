import { describe, expect, it } from 'vitest';
import * as commerce from './index';

describe('@sauda/commerce entry', () => {
  it('exports the rules of every area', () => {
    for (const name of [
      'displayedPrice',
      'applyFilters',
      'sortProducts',
      'filtersToQuery',
      'filtersFromQuery',
      'filterChips',
      'removeChip',
      'addToCart',
      'groupCartByShop',
      'couponDiscount',
      'checkoutAddressSchema',
      'formatPrice',
      'orderStatusTone',
      'CITIES_BY_PROVINCE',
      'addToSearchHistory',
      'filterFaq',
      'MAX_QUANTITY_MESSAGE',
    ]) {
      expect(commerce, name).toHaveProperty(name);
    }
  });
});
