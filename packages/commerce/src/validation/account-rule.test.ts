import { describe, expect, it } from 'vitest';
import { signUpSchema } from './account';
import { checkForgotPassword, checkLogin, checkSignUp } from './account-rule';
import { firstError } from './first-error';

describe('checkLogin', () => {
  it('accepts an e-mail address or a mobile number in any usual spelling, trimmed', () => {
    expect(checkLogin({ identifier: '  ayesha.khan@example.pk ', password: 'anything' })).toEqual({
      ok: true,
      data: { identifier: 'ayesha.khan@example.pk', password: 'anything' },
    });
    for (const phone of ['3001234567', '03001234567', '+92 300 1234567', '0092-300-1234567']) {
      expect(checkLogin({ identifier: phone, password: 'x' }).ok).toBe(true);
    }
  });

  it('requires both fields', () => {
    expect(checkLogin({ identifier: '  ', password: '' })).toEqual({
      ok: false,
      errors: { identifier: 'Email or phone is required', password: 'Password is required' },
    });
  });

  it('refuses what is neither an e-mail address nor a mobile number', () => {
    for (const bad of ['ayesha@', 'ayesha', '4001234567', '300123']) {
      expect(checkLogin({ identifier: bad, password: 'x' })).toEqual({
        ok: false,
        errors: { identifier: 'Please enter a valid email address or phone number.' },
      });
    }
  });
});

describe('checkSignUp', () => {
  const valid = {
    name: ' Ayesha Khan ',
    email: ' ayesha@example.pk',
    phone: '3141234910 ',
    password: 'Lahore@2024',
    confirmPassword: 'Lahore@2024',
  };

  it('trims the contact fields and keeps the password as typed', () => {
    expect(checkSignUp(valid)).toEqual({
      ok: true,
      data: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '3141234910', password: 'Lahore@2024' },
    });
  });

  it('reports one spec message per broken field', () => {
    expect(checkSignUp({ name: '', email: 'ayesha', phone: '0314', password: 'lahore', confirmPassword: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address.',
        phone: 'Phone number must be a valid Pakistani number (10 digits, starting with 3)',
        password:
          'Password must be at least 9 characters long, start with a capital letter, and include a special character',
        confirmPassword: 'Passwords do not match!',
      },
    });
    expect(checkSignUp({ ...valid, email: '', phone: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is required', phone: 'Phone number is required' },
    });
  });

  it('gives the same first message as the zod schema', () => {
    for (const change of [{}, { name: ' ' }, { phone: '0300' }, { confirmPassword: 'x' }, { password: 'weak' }]) {
      const input = { ...valid, ...change };
      const check = checkSignUp(input);
      expect(check.ok ? null : Object.values(check.errors)[0]).toBe(firstError(signUpSchema, input));
    }
  });
});

describe('checkForgotPassword', () => {
  it("says 'Email is required' for a blank e-mail, then checks its form", () => {
    expect(checkForgotPassword({ email: ' ' })).toEqual({ ok: false, errors: { email: 'Email is required' } });
    expect(checkForgotPassword({ email: 'ayesha@example' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address.' },
    });
    expect(checkForgotPassword({ email: ' ayesha@example.pk ' })).toEqual({ ok: true, data: 'ayesha@example.pk' });
  });
});
