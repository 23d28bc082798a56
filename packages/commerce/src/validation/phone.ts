import { canonicalPhone, isCanonicalPhone } from '../format/phone';
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from './messages';

/**
 * True for a Pakistani mobile number however it is typed ('3001234567', '03001234567', '+92 300 1234567',
 * '0300-1234567'…): `canonicalPhone` turns it into ten digits starting with 3.
 */
export function isPakistaniMobile(value: string): boolean {
  return isCanonicalPhone(canonicalPhone(value));
}

/**
 * The profile phone rule (spec §5), without zod so the kit can apply it cheaply: 'Phone number is required' when
 * blank, the 10-digits-starting-with-3 message when it is not a mobile number, null when valid. Sauda accepts the
 * number as Pakistanis type it (ARCHITECTURE §5.9); `canonicalPhone` gives the form to send.
 */
export function profilePhoneError(value: string): string | null {
  if (value.trim() === '') return PHONE_REQUIRED_MESSAGE;
  return isPakistaniMobile(value) ? null : PHONE_INVALID_MESSAGE;
}
