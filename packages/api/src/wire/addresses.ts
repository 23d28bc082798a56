import { z } from 'zod/mini';
import { requiredText, wireLooseText, wireText } from './shared';

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
  .register(z.globalRegistry, { id: 'SavedAddressAnswer' });

/** The legacy backend's text when line 1, city, state or email (or, there, the zip) is missing. */
const ADDRESS_REQUIRED = 'All required fields must be provided';

/**
 * Body of `POST /addresses/create` and `PUT /addresses/edit` (name, phone and country are not stored). The postcode
 * is optional (Sauda); the legacy backend still refuses an address without one, which then is not saved.
 */
export const addressBodySchema = z
  .object({
    email: requiredText(ADDRESS_REQUIRED),
    streetAddressLine1: requiredText(ADDRESS_REQUIRED),
    streetAddressLine2: z.optional(z.string()),
    city: requiredText(ADDRESS_REQUIRED),
    state: requiredText(ADDRESS_REQUIRED),
    zipCode: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'AddressBody' });

/** Query of `GET /addresses/address`. */
export const addressQuerySchema = z.object({ email: requiredText('Email is required') });

export type WireSavedAddress = z.output<typeof savedAddressAnswerSchema>;
export type AddressBody = z.input<typeof addressBodySchema>;
