import { formatCount } from '@sauda/commerce';

/** Texts of the shop directory (/shop). */
export const shops = {
  title: 'Shops - Sauda',
  description: 'Browse the shops selling on Sauda and find your favourite sellers.',
  heading: 'Shops',
  searchLabel: 'Search shops',
  searchPlaceholder: 'Search for a shop...',
  loading: 'Loading shops...',
  showMore: 'Show more',
  shown: (count: number) => `Showing ${formatCount(count)} ${count === 1 ? 'shop' : 'shops'}`,
  loadFailedTitle: 'We could not load the shops',
  empty: {
    title: 'No shops found',
    description: 'No shop matches your search. Try another name.',
  },
  noShops: {
    title: 'No shops yet',
    description: 'Shops will appear here as sellers join Sauda.',
    actions: [{ label: 'Continue Shopping', href: '/' }],
  },
} as const;
