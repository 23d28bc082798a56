import { ALL_FIELDS_REQUIRED_MESSAGE, PHONE_INVALID_MESSAGE } from '@sauda/commerce';
import type { CheckoutFormLabels } from '../checkout-form';

/** The checkout form's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const checkoutFormTexts = {
  title: 'Delivery address',
  fullName: 'Full Name',
  country: 'Country',
  streetAddressLine1: 'Street Address',
  streetAddressLine1Placeholder: 'House number and street name',
  streetAddressLine2: 'Apartment, suite, unit, etc. (optional)',
  state: 'Province',
  statePlaceholder: 'Select a province',
  city: 'City',
  cityPlaceholder: 'Select a city',
  cityHint: 'Select a province first.',
  zipCode: 'Postcode (optional)',
  phoneNumber: 'Phone',
  phonePlaceholder: '3XXXXXXXXX',
  email: 'Email Address',
  submit: 'Place Order',
  submitting: 'Placing Order...',
  required: ALL_FIELDS_REQUIRED_MESSAGE,
  phoneInvalid: PHONE_INVALID_MESSAGE,
} satisfies Required<CheckoutFormLabels>;
