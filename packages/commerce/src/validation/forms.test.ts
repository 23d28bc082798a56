import { describe, expect, it } from 'vitest';
import { cancelFormSchema } from './cancel-form';
import { checkCancelForm } from './cancel-form-rule';
import { checkoutAddressSchema } from './checkout';
import { firstError, validateForm } from './first-error';
import { otpBoxValue, otpDigitsFromPaste, otpSchema } from './otp';
import {
  forgotPasswordSchema,
  helpResetPasswordSchema,
  isStrongPassword,
  newPasswordSchema,
  passwordSchema,
} from './password';
import { profilePhoneSchema } from './phone-schema';
import { profilePhoneError } from './phone';
import { returnFormSchema } from './return-form';
import { checkReturnForm } from './return-form-rule';
import { searchQuerySchema } from './search';
import { isSubmittableSearch } from './search-rule';

const ORDER_ID = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';

describe('search', () => {
  it('submits only non-blank text, trimmed', () => {
    expect(isSubmittableSearch('  shoes ')).toBe(true);
    expect(isSubmittableSearch('   ')).toBe(false);
    expect(isSubmittableSearch('')).toBe(false);
    expect(searchQuerySchema.parse('  shoes ')).toBe('shoes');
    expect(searchQuerySchema.safeParse(' \t ').success).toBe(false);
  });
});

describe('profile phone', () => {
  it('accepts ten digits starting with 3', () => {
    expect(profilePhoneSchema.parse('3141234910')).toBe('3141234910');
  });

  it("gives 'Phone number is required' when empty", () => {
    expect(firstError(profilePhoneSchema, '')).toBe('Phone number is required');
    expect(firstError(profilePhoneSchema, '  ')).toBe('Phone number is required');
    expect(firstError(profilePhoneSchema, undefined)).toBe('Phone number is required');
  });

  it('refuses 9 or 11 digits, a leading 0 without ten digits after it, letters and other countries', () => {
    const message = 'Phone number must be a valid Pakistani number (10 digits, starting with 3)';
    for (const bad of ['314123491', '31412349100', '0314123491', '314123491a', '+913141234910']) {
      expect(firstError(profilePhoneSchema, bad)).toBe(message);
    }
  });

  it('gives the same answers without zod (the kit uses profilePhoneError)', () => {
    for (const value of ['', '  ', '3141234910', ' 3141234910 ', '0314123491', '31412349100', 'abc']) {
      expect(profilePhoneError(value)).toBe(firstError(profilePhoneSchema, value));
    }
  });
});

describe('checkout address', () => {
  const address = {
    fullName: 'Ayesha Khan',
    streetAddressLine1: '12 Mall Road',
    city: 'Lahore',
    state: 'Punjab',
    zipCode: '54000',
    phoneNumber: '3001234567',
    email: 'ayesha@example.pk',
  };

  it('accepts a complete address, line 2 optional, country forced to Pakistan', () => {
    expect(checkoutAddressSchema.parse({ ...address, country: 'India' })).toEqual({
      ...address,
      country: 'Pakistan',
      streetAddressLine2: '',
    });
    expect(checkoutAddressSchema.parse({ ...address, streetAddressLine2: ' Block B ' }).streetAddressLine2).toBe(
      'Block B',
    );
  });

  it("gives 'All fields are required.' for any missing required field (the postcode is optional)", () => {
    for (const key of Object.keys(address).filter((name) => name !== 'zipCode')) {
      expect(firstError(checkoutAddressSchema, { ...address, [key]: '  ' })).toBe('All fields are required.');
      const { [key as keyof typeof address]: _omitted, ...rest } = address;
      expect(firstError(checkoutAddressSchema, rest)).toBe('All fields are required.');
    }
  });
});

describe('password', () => {
  const rule =
    'Password must be at least 9 characters long, start with a capital letter, and include a special character';

  it('accepts 9 characters with an uppercase letter and a special character', () => {
    expect(isStrongPassword('Abcdefg1!')).toBe(true);
    expect(passwordSchema.parse('Abcdefg1!')).toBe('Abcdefg1!');
    expect(isStrongPassword('abcdefgH@')).toBe(true);
  });

  it('refuses 8 characters', () => {
    expect(firstError(passwordSchema, 'Abcdef1!')).toBe(rule);
  });

  it('refuses a missing uppercase letter, a missing special character, or other characters', () => {
    expect(firstError(passwordSchema, 'abcdefg1!')).toBe(rule);
    expect(firstError(passwordSchema, 'Abcdefg12')).toBe(rule);
    expect(firstError(passwordSchema, 'Abcdefg1!?')).toBe(rule);
    expect(firstError(passwordSchema, 'Abcd efg1!')).toBe(rule);
    expect(firstError(passwordSchema, 'Äbcdefg1!')).toBe(rule);
  });

  it("gives 'Password is required' when empty", () => {
    expect(firstError(passwordSchema, '')).toBe('Password is required');
    expect(firstError(newPasswordSchema, { password: '', confirmPassword: '' })).toBe('Password is required');
  });

  it("gives 'Passwords do not match!' in the reset flow and 'Passwords do not match.' on the help page", () => {
    const input = { password: 'Abcdefg1!', confirmPassword: 'Abcdefg1@' };
    expect(firstError(newPasswordSchema, input)).toBe('Passwords do not match!');
    expect(firstError(helpResetPasswordSchema, input)).toBe('Passwords do not match.');
    expect(firstError(newPasswordSchema, { password: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' })).toBeNull();
  });

  it('requires the email to send a reset code', () => {
    expect(firstError(forgotPasswordSchema, { email: ' ' })).toBe('Email is required');
    expect(forgotPasswordSchema.parse({ email: ' a@b.pk ' })).toEqual({ email: 'a@b.pk' });
  });
});

describe('OTP', () => {
  it('needs exactly six digits', () => {
    expect(otpSchema.parse('012345')).toBe('012345');
    for (const bad of ['12345', '1234567', '12345a', '', ' 123456']) {
      expect(firstError(otpSchema, bad)).toBe('Please enter a 6-digit OTP.');
    }
  });

  it('keeps one digit per box and digits only from a paste', () => {
    expect(otpBoxValue('a')).toBe('');
    expect(otpBoxValue('7')).toBe('7');
    expect(otpBoxValue('78')).toBe('8');
    expect(otpDigitsFromPaste('12-34 56 78')).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

describe('cancel form', () => {
  it('accepts a UUID in any case and a reason', () => {
    expect(cancelFormSchema.parse({ orderId: ORDER_ID.toLowerCase(), reason: ' Changed plans ' })).toEqual({
      orderId: ORDER_ID.toLowerCase(),
      reason: 'Changed plans',
    });
  });

  it('refuses a bad order id with the spec message', () => {
    expect(firstError(cancelFormSchema, { orderId: '12345', reason: 'x' })).toBe(
      'Invalid Order ID. Please enter a valid Order ID.',
    );
    expect(firstError(cancelFormSchema, { orderId: '', reason: 'x' })).toBe(
      'Invalid Order ID. Please enter a valid Order ID.',
    );
  });

  it('requires a reason', () => {
    expect(firstError(cancelFormSchema, { orderId: ORDER_ID, reason: '  ' })).toBe(
      'Please enter a reason for cancellation.',
    );
  });
});

describe('return form', () => {
  const valid = { orderId: ORDER_ID, agreed: true, reason: 'Damaged Item', otherReason: 'ignored' };

  it('accepts a listed reason and empties the specify text unless Other', () => {
    expect(returnFormSchema.parse(valid)).toEqual({ ...valid, otherReason: '' });
    expect(returnFormSchema.parse({ ...valid, reason: 'Other', otherReason: ' Too big ' }).otherReason).toBe('Too big');
  });

  it("gives 'Invalid order ID format.' for a bad id", () => {
    expect(firstError(returnFormSchema, { ...valid, orderId: 'abc' })).toBe('Invalid order ID format.');
  });

  it("gives 'Please agree to the return policy.' when unticked", () => {
    expect(firstError(returnFormSchema, { ...valid, agreed: false })).toBe('Please agree to the return policy.');
    expect(firstError(returnFormSchema, { ...valid, agreed: undefined })).toBe('Please agree to the return policy.');
  });

  it('requires a reason from the list, and the specify text for Other', () => {
    expect(firstError(returnFormSchema, { ...valid, reason: '' })).toBe('Please select a reason for return.');
    expect(firstError(returnFormSchema, { ...valid, reason: 'Other', otherReason: ' ' })).toBe(
      'Please specify the reason for return.',
    );
  });

  it('validateForm returns the data or the first message', () => {
    expect(validateForm(returnFormSchema, valid)).toEqual({ ok: true, data: { ...valid, otherReason: '' } });
    expect(validateForm(returnFormSchema, { ...valid, orderId: 'x', agreed: false })).toEqual({
      ok: false,
      error: 'Invalid order ID format.',
    });
  });
});

describe('cancel and return forms without zod (the kit uses these)', () => {
  const id = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';

  it('reports every broken field at once', () => {
    expect(checkCancelForm({ orderId: 'abc', reason: ' ' })).toEqual({
      ok: false,
      errors: {
        orderId: 'Invalid Order ID. Please enter a valid Order ID.',
        reason: 'Please enter a reason for cancellation.',
      },
    });
    expect(checkReturnForm({ orderId: '', reason: 'Other', otherReason: '', agreed: false })).toEqual({
      ok: false,
      errors: {
        orderId: 'Invalid order ID format.',
        agreed: 'Please agree to the return policy.',
        otherReason: 'Please specify the reason for return.',
      },
    });
  });

  it('trims, and empties the specify text unless the reason is Other', () => {
    expect(checkCancelForm({ orderId: ` ${id} `, reason: ' Ordered twice ' })).toEqual({
      ok: true,
      data: { orderId: id, reason: 'Ordered twice' },
    });
    expect(checkReturnForm({ orderId: id, reason: 'Damaged Item', otherReason: 'ignored', agreed: true })).toEqual({
      ok: true,
      data: { orderId: id, reason: 'Damaged Item', otherReason: '', agreed: true },
    });
  });
});
