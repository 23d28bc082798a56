import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from './messages';

/** Ten digits starting with 3: a Pakistani mobile number without +92. */
export const PHONE_PATTERN = /^3\d{9}$/;

/** True for ten digits starting with 3. */
export function isPakistaniMobile(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/**
 * The profile phone rule (spec §5), without zod so the kit can apply it cheaply: 'Phone number is required' when
 * blank, the 10-digits-starting-with-3 message when malformed, null when valid.
 */
export function profilePhoneError(value: string): string | null {
  if (value.trim() === '') return PHONE_REQUIRED_MESSAGE;
  return isPakistaniMobile(value) ? null : PHONE_INVALID_MESSAGE;
}
