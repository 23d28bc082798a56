/** Texts of the checkout (§2.7). */
export const checkout = {
  title: 'Checkout - Sauda',
  description: 'Enter your delivery address and place your order with Cash on Delivery.',
  heading: 'Checkout',
  yourOrder: 'Your Order',
  loadingAddress: 'Loading your saved address',
  placeOrder: 'Place Order',
  placing: 'Placing Order...',
} as const;
