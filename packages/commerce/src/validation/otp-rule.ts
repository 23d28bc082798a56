import { OTP_INVALID_MESSAGE } from './messages';

/** The OTP rule without zod (spec §5): 'Please enter a 6-digit OTP.' unless the code is exactly six digits. */
export function otpError(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : OTP_INVALID_MESSAGE;
}
