import { COUNTRY } from '../location/provinces';
import type { Address } from '../types';
import { formCheck, type FormCheck } from './form-check';
import { ALL_FIELDS_REQUIRED_MESSAGE } from './messages';

/** What the checkout 'Billing Details' form holds (the country is fixed, line 2 optional). */
export type CheckoutAddressInput = Omit<Address, 'country' | 'streetAddressLine2'> & {
  country?: unknown;
  streetAddressLine2?: string | null;
};

const REQUIRED = ['fullName', 'streetAddressLine1', 'city', 'state', 'zipCode', 'phoneNumber', 'email'] as const;

/**
 * The checkout rule without zod: every field but street address line 2 required ('All fields are required.'); the
 * country is always Pakistan whatever is sent. Values come out trimmed and fit `Address`.
 */
export function checkCheckoutAddress(input: CheckoutAddressInput): FormCheck<Address, keyof CheckoutAddressInput> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const errors: Partial<Record<keyof CheckoutAddressInput, string>> = {};
  for (const field of REQUIRED) if (text(input[field]) === '') errors[field] = ALL_FIELDS_REQUIRED_MESSAGE;
  return formCheck(errors, () => ({
    fullName: text(input.fullName),
    country: COUNTRY,
    streetAddressLine1: text(input.streetAddressLine1),
    streetAddressLine2: text(input.streetAddressLine2),
    city: text(input.city),
    state: text(input.state),
    zipCode: text(input.zipCode),
    phoneNumber: text(input.phoneNumber),
    email: text(input.email),
  }));
}
