/** Texts of the store page (§2.9); the header's, tabs' and dialogs' own texts are the kit's. */
export const store = {
  title: (name: string) => `${name} - Sauda`,
  description: (name: string) => `Shop ${name}'s products on Sauda and follow the store for its new arrivals.`,
  loadingTitle: 'Store - Sauda',
  loadingDescription: 'A store on Sauda: its products, followers and profile.',
  loadFailedTitle: 'We could not load this store',
  followFailed: 'Error following the shop',
  unfollowFailed: 'Error unfollowing the shop',
  empty: {
    title: 'No Products Found',
    description: 'This store has no products yet.',
    actions: [{ label: 'Explore Shops', href: '/shop' }],
  },
} as const;
