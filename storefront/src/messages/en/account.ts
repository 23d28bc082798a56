/** Texts of the account area (§2.10–2.16, §2.21). */
export const account = {
  orders: {
    title: 'My Orders - Sauda',
    description: 'Your orders and where they stand.',
    heading: 'My Orders',
    loading: 'Loading your orders',
  },
  orderDetails: {
    title: 'Order Details - Sauda',
    description: 'What you ordered, where it goes and what it costs.',
    heading: 'Order Details',
    back: 'Back to My Orders',
    notFound: 'We could not find this order.',
  },
  returns: {
    title: 'My Returns - Sauda',
    description: 'Your return requests and their status.',
    heading: 'My Returns',
    subtitle: 'Track the items you sent back.',
    requestReturn: 'Return an order',
    loading: 'Loading your returns',
  },
  cancellations: {
    title: 'My Cancellations - Sauda',
    description: 'Your cancellation requests, and a form to cancel an order.',
    heading: 'My Cancellations',
    subtitle: 'Cancelled orders and their refunds.',
    formHeading: 'Cancel My Order',
    loading: 'Loading your cancellations',
  },
  wishlist: {
    title: 'Your Wishlist - Sauda',
    description: 'The products you saved for later.',
    heading: 'Your Wishlist',
    loading: 'Loading your wishlist',
  },
  followedShops: {
    title: 'Followed Shops - Sauda',
    description: 'The shops you follow on Sauda.',
    heading: 'Your Followed Shops',
    search: 'Search for a shop...',
    searchLabel: 'Search followed shops',
    loading: 'Loading Followed Shops...',
    noMatch: (query: string) => `No followed shop matches "${query}".`,
  },
  profile: {
    title: 'Profile settings - Sauda',
    description: 'Your Style, Your Settings \u2013 Personalize Your Profile!',
    loading: 'Loading your profile',
  },
} as const;
