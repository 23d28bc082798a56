import { z } from 'zod';
import { wireLooseText, wireText } from './shared';

/**
 * Answer of `GET /addresses/address?email=`: user fields in PascalCase, address fields in camelCase; the address
 * fields are null when nothing is saved (the legacy backend still answers 200).
 */
export const savedAddressAnswerSchema = z
  .object({
    Name: wireText,
    Phone: wireLooseText,
    Email: wireText,
    streetAddressLine1: wireText,
    streetAddressLine2: wireText,
    city: wireText,
    state: wireText,
    zipCode: wireLooseText,
  })
  .meta({ id: 'SavedAddressAnswer' });

/** The legacy backend's text when line 1, city, state, zip or email is missing. */
const ADDRESS_REQUIRED = 'All required fields must be provided';

/** Body of `POST /addresses/create` and `PUT /addresses/edit` (name, phone and country are not stored). */
export const addressBodySchema = z
  .object({
    email: z.string().trim().min(1, ADDRESS_REQUIRED),
    streetAddressLine1: z.string().trim().min(1, ADDRESS_REQUIRED),
    streetAddressLine2: z.string().optional(),
    city: z.string().trim().min(1, ADDRESS_REQUIRED),
    state: z.string().trim().min(1, ADDRESS_REQUIRED),
    zipCode: z.string().trim().min(1, ADDRESS_REQUIRED),
  })
  .meta({ id: 'AddressBody' });

/** Query of `GET /addresses/address`. */
export const addressQuerySchema = z.object({ email: z.string().trim().min(1, 'Email is required') });

export type WireSavedAddress = z.output<typeof savedAddressAnswerSchema>;
export type AddressBody = z.input<typeof addressBodySchema>;
