import type { EmptyStateProps } from './empty-state';
import { emptyStateTexts } from './texts/en';

type Preset = Pick<EmptyStateProps, 'title' | 'description' | 'actions'>;

const text = emptyStateTexts;

/**
 * The spec's empty states (§2.6–2.16), ready to spread into `<EmptyState>`. Their texts are English; `EmptyState` shows
 * each of them in the language of a `KitTextsProvider` (`EmptyStateLabels`).
 */
export const emptyStates = {
  cart: {
    title: text.cartTitle,
    description: text.cartDescription,
    actions: [{ label: text.continueShopping, href: '/' }],
  },
  categoryListing: {
    title: text.noProducts,
    actions: [{ label: text.exploreCategories, href: '/' }],
  },
  /** Search results: 'Update Filters' opens the filter panel (the original only showed an alert). */
  searchResults: (onUpdateFilters: () => void): Preset => ({
    title: text.noProducts,
    description: text.searchResultsDescription,
    actions: [
      { label: text.exploreCategories, href: '/' },
      { label: text.updateFilters, onPress: onUpdateFilters },
    ],
  }),
  deals: {
    title: text.noProducts,
    actions: [{ label: text.exploreCategories, href: '/' }],
  },
  wishlist: {
    title: text.wishlistTitle,
    description: text.wishlistDescription,
    actions: [{ label: text.continueShopping, href: '/' }],
  },
  orders: {
    title: text.ordersTitle,
    actions: [{ label: text.startShopping, href: '/' }],
  },
  returns: {
    title: text.returnsTitle,
    actions: [{ label: text.continueShopping, href: '/shop' }],
  },
  cancellations: {
    title: text.cancellationsTitle,
    actions: [{ label: text.continueShopping, href: '/shop' }],
  },
  followedShops: {
    title: text.followedShopsTitle,
    description: text.followedShopsDescription,
    actions: [{ label: text.exploreShops, href: '/shop' }],
  },
} satisfies Record<string, Preset | ((...args: never[]) => Preset)>;
