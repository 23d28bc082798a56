import { z } from 'zod';
import { COUNTRY } from '../location/provinces';
import { ALL_FIELDS_REQUIRED_MESSAGE } from './messages';
import { requiredText } from './required-text';

const required = () => requiredText(ALL_FIELDS_REQUIRED_MESSAGE);

/**
 * The checkout 'Billing Details': every field required ('All fields are required.') except street address line 2;
 * the country is always Pakistan whatever is sent. Output is trimmed and fits `Address`.
 */
export const checkoutAddressSchema = z.object({
  fullName: required(),
  country: z
    .unknown()
    .optional()
    .transform((): string => COUNTRY),
  streetAddressLine1: required(),
  streetAddressLine2: z
    .string()
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  city: required(),
  state: required(),
  zipCode: required(),
  phoneNumber: required(),
  email: required(),
});

export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;
