import type { EmptyStateProps } from './empty-state';

type Preset = Pick<EmptyStateProps, 'title' | 'description' | 'actions'>;

/** The spec's empty states (§2.6–2.16), ready to spread into `<EmptyState>`. */
export const emptyStates = {
  cart: {
    title: 'Your Cart is Empty',
    description: 'Browse our categories and discover our best deals!',
    actions: [{ label: 'Continue Shopping', href: '/' }],
  },
  categoryListing: {
    title: 'No Products Found',
    actions: [{ label: 'Explore Categories', href: '/' }],
  },
  /** Search results: 'Update Filters' opens the filter panel (the original only showed an alert). */
  searchResults: (onUpdateFilters: () => void): Preset => ({
    title: 'No Products Found',
    description:
      "Oops! We couldn't find any products matching your search. Try exploring other categories or updating your filters.",
    actions: [
      { label: 'Explore Categories', href: '/' },
      { label: 'Update Filters', onPress: onUpdateFilters },
    ],
  }),
  deals: {
    title: 'No Products Found',
    actions: [{ label: 'Explore Categories', href: '/' }],
  },
  wishlist: {
    title: 'No items in your wishlist',
    description: 'Add your favorite items to the wishlist!',
    actions: [{ label: 'Continue Shopping', href: '/' }],
  },
  orders: {
    title: 'No Orders Found',
    actions: [{ label: 'Start Shopping', href: '/' }],
  },
  returns: {
    title: 'No Returns Yet!',
    actions: [{ label: 'Continue Shopping', href: '/shop' }],
  },
  cancellations: {
    title: 'No Cancellations Yet!',
    actions: [{ label: 'Continue Shopping', href: '/shop' }],
  },
  followedShops: {
    title: 'No followed shops yet',
    description: 'Follow the shops you love to find their new products here.',
    actions: [{ label: 'Explore Shops', href: '/shop' }],
  },
} satisfies Record<string, Preset | ((...args: never[]) => Preset)>;
