import { describe, expect, it } from 'vitest';
import { contactFormSchema, profileFormSchema, signInSchema, signUpSchema } from './account';
import { firstError } from './first-error';

describe('account forms', () => {
  it('sign-in requires email and password', () => {
    expect(firstError(signInSchema, { email: '', password: 'x' })).toBe('Email is required');
    expect(firstError(signInSchema, { email: 'a@b.pk', password: '' })).toBe('Password is required');
    expect(firstError(signInSchema, { email: 'nope', password: 'x' })).toBe('Please enter a valid email address.');
    expect(signInSchema.parse({ email: ' a@b.pk ', password: 'x' })).toEqual({ email: 'a@b.pk', password: 'x' });
  });

  it('sign-up applies the phone and password rules', () => {
    const valid = {
      name: 'Ali',
      email: 'ali@b.pk',
      phone: '3001234567',
      password: 'Abcdefg1!',
      confirmPassword: 'Abcdefg1!',
    };
    expect(firstError(signUpSchema, valid)).toBeNull();
    expect(firstError(signUpSchema, { ...valid, name: ' ' })).toBe('Name is required');
    expect(firstError(signUpSchema, { ...valid, phone: '0300' })).toBe(
      'Phone number must be a valid Pakistani number (10 digits, starting with 3)',
    );
    expect(firstError(signUpSchema, { ...valid, confirmPassword: 'x' })).toBe('Passwords do not match!');
  });

  it('profile edit checks only the phone', () => {
    expect(firstError(profileFormSchema, { name: '', email: '', phone: '3001234567' })).toBeNull();
    expect(firstError(profileFormSchema, { name: 'A', email: 'a', phone: '' })).toBe('Phone number is required');
  });

  it('contact form requires name, email and message', () => {
    expect(firstError(contactFormSchema, { name: 'A', email: 'a@b.pk', message: 'Hi' })).toBeNull();
    expect(firstError(contactFormSchema, { name: 'A', email: 'a@b.pk', message: ' ' })).toBe('Message is required');
  });
});
