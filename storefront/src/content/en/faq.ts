import type { FaqGroup } from '@sauda/commerce';

/** The /faq page's questions (spec §2.19). */
export const faqGroups: readonly FaqGroup[] = [
  {
    title: 'For Customers',
    entries: [
      {
        question: 'How do I place an order?',
        answer:
          'Add the products you want to your cart, open the cart and choose Checkout, then fill in your billing details and place the order.',
      },
      {
        question: 'How can I track my order?',
        answer: 'Open the Order Tracking page from your dashboard and enter your order ID to see where it stands.',
      },
      {
        question: 'What payment methods are accepted?',
        answer: 'We accept cards, online banking and digital wallets.',
      },
    ],
  },
  {
    title: 'For Vendors',
    entries: [
      {
        question: 'How do I become a vendor?',
        answer:
          'Register on the seller centre, submit your shop details for verification and start listing products once approved.',
      },
      {
        question: 'How are orders processed?',
        answer: 'You are notified of every new order; confirm it, pack it and ship it to the address given.',
      },
      {
        question: 'What commission does a seller pay?',
        answer: 'A commission is deducted from each sale; the rate depends on the product category.',
      },
    ],
  },
];

/** The four questions of /help-and-support (spec §2.19). */
export const helpFaq: readonly FaqGroup[] = [
  {
    title: 'Frequently Asked Questions',
    entries: [
      {
        question: 'How do I track my order?',
        answer: 'Use Track Order with your order ID, or open My Orders in your account.',
      },
      {
        question: 'Can I return an item?',
        answer: 'Yes, within 7 days of delivery if the item is eligible. Use Return Order with your order ID.',
      },
      {
        question: 'How do I reset my password?',
        answer: 'Choose Reset Password, enter your e-mail address and follow the 6-digit code we send you.',
      },
      {
        question: 'Can I change my delivery address after ordering?',
        answer: 'Contact support as soon as possible with your order ID and the new address.',
      },
    ],
  },
];
