import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';
import { passwordSchema } from './password';
import { checkNewPassword, passwordError } from './password-rule';

const RULE =
  'Password must be at least 9 characters long, start with a capital letter, and include a special character';

describe('passwordError', () => {
  it("says 'Password is required' for an empty password", () => {
    expect(passwordError('')).toBe('Password is required');
  });

  it('gives the rule message for each way of breaking the rule', () => {
    for (const weak of ['Abcdef1!', 'abcdefgh1!', 'Abcdefgh12', 'Abcdefgh 1!', 'Abcdefgh1!€', 'ABCDEFGH1(']) {
      expect(passwordError(weak)).toBe(RULE);
    }
  });

  it('accepts 9+ letters, digits and !@#$%^&* with a capital and a special character', () => {
    for (const strong of ['Abcdefgh!', 'lahore@2024X', 'P@ssw0rd#Karachi', '!!!!!!!!Z']) {
      expect(passwordError(strong)).toBeNull();
    }
  });

  it('agrees with the zod schema the server uses', () => {
    for (const value of ['', 'short', 'Abcdefgh1', 'abcdefgh!', 'Abcdefgh!', 'Abc defgh!', 'Zxcvbnm12#']) {
      expect(passwordError(value)).toBe(firstError(passwordSchema, value));
    }
  });
});

describe('checkNewPassword', () => {
  it('returns the password when both entries match and follow the rule', () => {
    expect(checkNewPassword({ password: 'Karachi@123', confirmPassword: 'Karachi@123' })).toEqual({
      ok: true,
      data: 'Karachi@123',
    });
  });

  it("reports a mismatch with 'Passwords do not match!' by default, or the given wording", () => {
    expect(checkNewPassword({ password: 'Karachi@123', confirmPassword: 'Karachi@124' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match!' },
    });
    expect(checkNewPassword({ password: 'Karachi@123', confirmPassword: '' }, 'Passwords do not match.')).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match.' },
    });
  });

  it('reports both fields at once', () => {
    expect(checkNewPassword({ password: 'karachi', confirmPassword: 'lahore' })).toEqual({
      ok: false,
      errors: { password: RULE, confirmPassword: 'Passwords do not match!' },
    });
    expect(checkNewPassword({ password: '', confirmPassword: '' })).toEqual({
      ok: false,
      errors: { password: 'Password is required' },
    });
  });
});
