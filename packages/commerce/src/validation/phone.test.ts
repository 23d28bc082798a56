import { describe, expect, it } from 'vitest';
import { canonicalPhone, formatPhone } from '../format/phone';
import { signUpSchema } from './account';
import { checkSignUp } from './account-rule';
import { checkoutAddressSchema } from './checkout';
import { checkCheckoutAddress } from './checkout-rule';
import { firstError } from './first-error';
import { isPakistaniMobile, profilePhoneError } from './phone';
import { profilePhoneSchema } from './phone-schema';

const INVALID = 'Phone number must be a valid Pakistani number (10 digits, starting with 3)';

/** How Pakistanis type one number (ARCHITECTURE §5.9); all must end up as '3001234567'. */
const TYPED = [
  '03001234567',
  '+923001234567',
  '+92 300 1234567',
  '0300-1234567',
  '3001234567',
  ' 0300 123 4567 ',
  '0092 300 1234567',
  '+92 (300) 123-4567',
  '+92 0300 1234567',
];

describe('one stored form for every typed phone', () => {
  it.each(TYPED)('%s is a mobile number stored as 3001234567', (typed) => {
    expect(canonicalPhone(typed)).toBe('3001234567');
    expect(isPakistaniMobile(typed)).toBe(true);
    expect(profilePhoneError(typed)).toBeNull();
    expect(profilePhoneSchema.parse(typed)).toBe('3001234567');
    expect(formatPhone(typed)).toBe('+92 300 1234567');
  });

  it.each(TYPED)('sign-up with %s sends 3001234567', (phone) => {
    const input = {
      name: 'Ayesha',
      email: 'ayesha@example.pk',
      phone,
      password: 'Lahore@2024',
      confirmPassword: 'Lahore@2024',
    };
    expect(checkSignUp(input)).toMatchObject({ ok: true, data: { phone: '3001234567' } });
    expect(signUpSchema.parse(input).phone).toBe('3001234567');
  });

  it.each(TYPED)('checkout with %s places the order with 3001234567', (phoneNumber) => {
    const address = {
      fullName: 'Ayesha Khan',
      streetAddressLine1: '12 Mall Road',
      city: 'Lahore',
      state: 'Punjab',
      zipCode: '',
      phoneNumber,
      email: 'ayesha@example.pk',
    };
    expect(checkCheckoutAddress(address)).toMatchObject({ ok: true, data: { phoneNumber: '3001234567' } });
    expect(checkoutAddressSchema.parse(address).phoneNumber).toBe('3001234567');
  });
});

describe('numbers that are not Pakistani mobiles', () => {
  it.each([
    '300123456',
    '30012345678',
    '0300123456',
    '4001234567',
    '04235761234',
    '+913001234567',
    '3001234567x',
    'phone',
  ])('%s gets the spec message and is sent unchanged', (typed) => {
    expect(profilePhoneError(typed)).toBe(INVALID);
    expect(firstError(profilePhoneSchema, typed)).toBe(INVALID);
    expect(canonicalPhone(typed)).toBe(typed);
  });

  it('checkout says the phone is invalid, and that it is required when blank', () => {
    const address = {
      fullName: 'Ayesha Khan',
      streetAddressLine1: '12 Mall Road',
      city: 'Lahore',
      state: 'Punjab',
      phoneNumber: '0300-12345',
      email: 'ayesha@example.pk',
    };
    expect(checkCheckoutAddress(address)).toEqual({ ok: false, errors: { phoneNumber: INVALID } });
    expect(checkCheckoutAddress({ ...address, phoneNumber: ' ' })).toEqual({
      ok: false,
      errors: { phoneNumber: 'All fields are required.' },
    });
  });
});

describe('postcode', () => {
  it('is optional at checkout, and kept trimmed when given', () => {
    const address = {
      fullName: 'Ayesha Khan',
      streetAddressLine1: '12 Mall Road',
      city: 'Lahore',
      state: 'Punjab',
      phoneNumber: '03001234567',
      email: 'ayesha@example.pk',
    };
    expect(checkCheckoutAddress(address)).toMatchObject({ ok: true, data: { zipCode: '' } });
    expect(checkoutAddressSchema.parse({ ...address, zipCode: null }).zipCode).toBe('');
    expect(checkoutAddressSchema.parse({ ...address, zipCode: ' 54000 ' }).zipCode).toBe('54000');
  });
});
