import type { EmptyStateLabels } from '../empty-state';

/**
 * The empty states' texts in English (the presets of `emptyStates`): their defaults, and the keys of their texts in
 * any other language (`./ur.ts`).
 */
export const emptyStateTexts = {
  cartTitle: 'Your Cart is Empty',
  cartDescription: 'Browse our categories and discover our best deals!',
  continueShopping: 'Continue Shopping',
  noProducts: 'No Products Found',
  exploreCategories: 'Explore Categories',
  searchResultsDescription:
    "Oops! We couldn't find any products matching your search. Try exploring other categories or updating your filters.",
  updateFilters: 'Update Filters',
  wishlistTitle: 'No items in your wishlist',
  wishlistDescription: 'Add your favorite items to the wishlist!',
  ordersTitle: 'No Orders Found',
  startShopping: 'Start Shopping',
  returnsTitle: 'No Returns Yet!',
  cancellationsTitle: 'No Cancellations Yet!',
  followedShopsTitle: 'No followed shops yet',
  followedShopsDescription: 'Follow the shops you love to find their new products here.',
  exploreShops: 'Explore Shops',
} satisfies Required<EmptyStateLabels>;
