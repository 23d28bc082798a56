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
  orderPlaced: {
    title: 'Order placed - Sauda',
    description: 'Your order is placed: its number, what to pay on delivery and what happens next.',
    heading: 'Thank you! Your order is placed.',
    subtitle: 'You pay in cash when it arrives. Track, cancel or return it from My Orders.',
    notFound: 'We could not find this order in your orders.',
    myOrders: 'Go to My Orders',
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
  liteMode: {
    heading: 'Lite mode',
    description:
      'Smaller pictures and nothing loaded before you scroll to it: for a slow connection or a small data pack.',
    useOnDevice: 'Use Lite mode on this device',
    dataSaverOn: "Your browser's data saver is on, so Lite mode is on too.",
    downloaded: (total: string) => `Pictures downloaded since you opened Sauda: ${total}.`,
    downloadedWithLite: (total: string, lite: string, saved: string) =>
      `Pictures downloaded since you opened Sauda: ${total}, of which Lite: ${lite}. Lite mode saved about ${saved} (a Lite picture is about half the size of a full one).`,
  },
} as const;
