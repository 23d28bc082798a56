import { z } from 'zod';
import { OTP_INVALID_MESSAGE } from './messages';

/** Number of OTP boxes. */
export const OTP_LENGTH = 6;
/** Seconds before 'Resend OTP' is enabled again. */
export const OTP_RESEND_SECONDS = 60;

/** Exactly six digits, else 'Please enter a 6-digit OTP.'. */
export const otpSchema = z
  .string({ error: OTP_INVALID_MESSAGE })
  .refine((value) => /^\d{6}$/.test(value), { message: OTP_INVALID_MESSAGE });

/** What one OTP box keeps from its input: the last digit typed, or '' when the input holds no digit. */
export function otpBoxValue(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits === '' ? '' : digits.slice(-1);
}

/** The digits of pasted text, at most six, for filling the boxes. */
export function otpDigitsFromPaste(text: string): string[] {
  return Array.from(text.replace(/\D/g, '').slice(0, OTP_LENGTH));
}
