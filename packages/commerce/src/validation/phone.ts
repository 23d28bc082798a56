import { z } from 'zod';
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from './messages';

/** Ten digits starting with 3: a Pakistani mobile number without +92. */
export const PHONE_PATTERN = /^3\d{9}$/;

/** The profile phone: empty gives 'Phone number is required', otherwise it must be 10 digits starting with 3. */
export const profilePhoneSchema = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .trim()
  .refine((value) => value !== '', { message: PHONE_REQUIRED_MESSAGE, abort: true })
  .refine((value) => PHONE_PATTERN.test(value), { message: PHONE_INVALID_MESSAGE });

/** True for ten digits starting with 3. */
export function isPakistaniMobile(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}
