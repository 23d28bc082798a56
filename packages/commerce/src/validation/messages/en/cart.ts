// Cart: the texts of spec §8.
export const MAX_QUANTITY_MESSAGE = 'Maximum quantity of 3 reached!';
export const ITEM_REMOVED_FROM_CART_MESSAGE = 'Item removed from cart!';
