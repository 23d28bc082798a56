import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';
import { otpSchema } from './otp';
import { otpError } from './otp-rule';

describe('otpError', () => {
  it('accepts exactly six digits', () => {
    expect(otpError('048213')).toBeNull();
  });

  it("says 'Please enter a 6-digit OTP.' for anything else", () => {
    for (const bad of ['', '12345', '1234567', '12a456', ' 123456', '١٢٣٤٥٦']) {
      expect(otpError(bad)).toBe('Please enter a 6-digit OTP.');
    }
  });

  it('agrees with the zod schema', () => {
    for (const value of ['', '123', '123456', '12345x']) {
      expect(otpError(value)).toBe(firstError(otpSchema, value));
    }
  });
});
