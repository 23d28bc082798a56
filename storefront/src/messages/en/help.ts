/** Texts of the help tools (§2.19, §2.21). */
export const help = {
  track: {
    title: 'Track Your Order - Sauda',
    description: 'See where your order is, from the seller to your door.',
    heading: 'Track Your Order',
    subtitle: 'Enter the order number (or ID) from My Orders.',
    orderId: 'Order ID',
    submit: 'Track Order',
    loading: 'Loading tracking information...',
    notFound: 'We could not find an order with this ID in your orders.',
    required: 'Please enter your order ID.',
    viewDetails: 'View order details',
    cancelled: (status: string) => `This order is ${status.toLowerCase()}.`,
  },
  cancel: {
    title: 'Cancel My Order - Sauda',
    description: 'Ask to cancel an order that has not shipped yet.',
    heading: 'Cancel My Order',
    subtitle: 'Orders can be cancelled while they are pending or confirmed.',
  },
  returnOrder: {
    title: 'Return My Order - Sauda',
    description: 'Return an order within 7 days of delivery.',
    heading: 'Return My Order',
    subtitle: 'Delivered orders can be returned within 7 days of delivery.',
  },
} as const;
