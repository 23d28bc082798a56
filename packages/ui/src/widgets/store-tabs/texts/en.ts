import type { StoreProfileLabels } from '../store-profile';
import type { StoreTabsLabels } from '../store-tabs';

/** The store tabs' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`). */
export const storeTabsTexts = {
  products: 'Products',
  profile: 'Profile',
  reviews: 'Reviews',
  list: 'Store sections',
  reviewsPlaceholder: 'This section contains reviews.',
} satisfies Required<StoreTabsLabels>;

/** The store profile's texts in English (its default facts), and the keys of its texts in any other language. */
export const storeProfileTexts = {
  joined: 'Joined',
  joinedValue: '3+ years',
  shippedOnTime: 'Shipped on time',
  chatResponseRate: 'Chat response rate',
  chatResponseRateValue: 'No data',
  responseTime: 'Response time',
  responseTimeValue: 'Active in: 10 mins',
} satisfies Required<StoreProfileLabels>;
