import { canonicalPhone } from '../format/phone';
import { COUNTRY } from '../location/provinces';
import type { Address } from '../types';
import { formCheck, type FormCheck } from './form-check';
import { ALL_FIELDS_REQUIRED_MESSAGE, PHONE_INVALID_MESSAGE } from './messages';
import { isPakistaniMobile } from './phone';

/** What the checkout's delivery address form holds (the country is fixed; line 2 and the postcode optional). */
export type CheckoutAddressInput = Omit<Address, 'country' | 'streetAddressLine2' | 'zipCode'> & {
  country?: unknown;
  streetAddressLine2?: string | null;
  zipCode?: string | null;
};

const REQUIRED = ['fullName', 'streetAddressLine1', 'city', 'state', 'phoneNumber', 'email'] as const;

/**
 * The checkout rule without zod: every field but street address line 2 and the postcode required ('All fields are
 * required.'; most Pakistani addresses are delivered without a postcode, so Sauda makes it optional); a phone that is
 * not a mobile number gets the profile's phone message. The country is always Pakistan whatever is sent. Values come
 * out trimmed, the phone in its stored form ('3001234567'), and fit `Address`.
 */
export function checkCheckoutAddress(input: CheckoutAddressInput): FormCheck<Address, keyof CheckoutAddressInput> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const errors: Partial<Record<keyof CheckoutAddressInput, string>> = {};
  for (const field of REQUIRED) if (text(input[field]) === '') errors[field] = ALL_FIELDS_REQUIRED_MESSAGE;
  const phone = text(input.phoneNumber);
  if (phone !== '' && !isPakistaniMobile(phone)) errors.phoneNumber = PHONE_INVALID_MESSAGE;
  return formCheck(errors, () => ({
    fullName: text(input.fullName),
    country: COUNTRY,
    streetAddressLine1: text(input.streetAddressLine1),
    streetAddressLine2: text(input.streetAddressLine2),
    city: text(input.city),
    state: text(input.state),
    zipCode: text(input.zipCode),
    phoneNumber: canonicalPhone(phone),
    email: text(input.email),
  }));
}
