import { normalisePakistaniPhone, type Address } from '@sauda/commerce';
import type { WireSavedAddress } from '../wire/addresses';
import { text } from './shared';

/** The country every Sauda address is in (not stored by the server). */
export const ADDRESS_COUNTRY = 'Pakistan';

/**
 * The saved address prefilling checkout, or null when none is saved (the legacy backend then answers 200 with
 * null address fields).
 */
export function toSavedAddress(answer: WireSavedAddress): Address | null {
  if (answer.streetAddressLine1 == null || answer.streetAddressLine1.trim() === '') return null;
  return {
    fullName: text(answer.Name),
    country: ADDRESS_COUNTRY,
    streetAddressLine1: answer.streetAddressLine1,
    streetAddressLine2: text(answer.streetAddressLine2),
    city: text(answer.city),
    state: text(answer.state),
    zipCode: text(answer.zipCode),
    phoneNumber: answer.Phone === null ? '' : normalisePakistaniPhone(answer.Phone),
    email: text(answer.Email),
  };
}
