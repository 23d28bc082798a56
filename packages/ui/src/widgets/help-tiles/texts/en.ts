import type { HelpTilesLabels } from '../help-tiles';

/** The help tiles' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`). */
export const helpTilesTexts = {
  list: 'Help topics',
  trackOrder: 'Track Order',
  trackOrderDescription: 'See where your order is right now.',
  cancelOrder: 'Cancel Order',
  cancelOrderDescription: 'Cancel an order before it ships.',
  returnOrder: 'Return Order',
  returnOrderDescription: 'Return an item within 7 days of delivery.',
  resetPassword: 'Reset Password',
  resetPasswordDescription: 'Get back into your account.',
  account: 'My Account',
  accountDescription: 'Update your profile and contact details.',
  contactSupport: 'Contact Support',
  contactSupportDescription: 'Write to our team; we answer on working days.',
} satisfies Required<HelpTilesLabels>;
