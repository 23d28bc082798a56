/** Texts of the web app manifest (`pwa-plugin.ts`): what a phone shows when Sauda is installed. */
export const webApp = {
  name: 'Sauda',
  description:
    'Sauda is a multi-vendor marketplace for Pakistan: great deals, unique finds and Cash on Delivery across the country.',
  search: 'Search',
  cart: 'Cart',
  orders: 'Orders',
} as const;
