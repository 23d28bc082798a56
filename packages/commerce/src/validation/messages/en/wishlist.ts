// Wishlist: the texts of spec §8.
export const WISHLIST_ALREADY_MESSAGE = 'Item already in wishlist!';
export const WISHLIST_ADDED_MESSAGE = 'Item added to wishlist!';
export const WISHLIST_ADD_FAILED_MESSAGE = 'Failed to add item to wishlist';
export const WISHLIST_REMOVED_MESSAGE = 'Removed successfully';
