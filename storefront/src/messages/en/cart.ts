/** Texts of the cart (§2.6). */
export const cart = {
  title: 'Your Cart - Sauda',
  description: 'Review the items in your cart and check out with Cash on Delivery.',
  heading: 'Shopping Cart',
  selectAll: 'Select All Items',
  summary: 'Order Summary',
  lines: 'Cart items',
  loading: 'Loading your cart',
  needsScripts: 'Your cart is kept in this browser: turn on JavaScript to see it and check out.',
} as const;
