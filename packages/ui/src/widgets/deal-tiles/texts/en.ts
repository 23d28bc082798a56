import type { DealTilesLabels } from '../deal-tiles';

/** The deal tiles' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`). */
export const dealTilesTexts = {
  list: 'Deals',
  superdeals: 'Superdeals',
  superdealsDescription: 'Top picks at 20% off or more',
  bundleDeals: 'Bundle deals',
  bundleDealsDescription: 'Save 50% or more when you buy together',
  under1500: 'Under Rs 1,500',
  under1500Description: 'Everyday finds that cost less',
} satisfies Required<DealTilesLabels>;
