/** Quantity bounds of one cart line. */
export const CART_MIN_QUANTITY = 1;
export const CART_MAX_QUANTITY = 3;
