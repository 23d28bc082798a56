import { z } from 'zod';
import { checkCheckoutAddress } from './checkout-rule';
import { applyFormCheck } from './form-check';

const text = z.string().nullish().catch(null);

/** `checkCheckoutAddress` as a schema (the server validates the order's address with it). */
export const checkoutAddressSchema = z
  .object({
    fullName: text,
    country: z.unknown().optional(),
    streetAddressLine1: text,
    streetAddressLine2: text,
    city: text,
    state: text,
    zipCode: text,
    phoneNumber: text,
    email: text,
  })
  .transform((input, context) =>
    applyFormCheck(
      checkCheckoutAddress({
        ...input,
        fullName: input.fullName ?? '',
        streetAddressLine1: input.streetAddressLine1 ?? '',
        city: input.city ?? '',
        state: input.state ?? '',
        phoneNumber: input.phoneNumber ?? '',
        email: input.email ?? '',
      }),
      context,
    ),
  );
