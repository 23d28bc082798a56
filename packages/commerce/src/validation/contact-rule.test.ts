import { describe, expect, it } from 'vitest';
import { contactFormSchema, emailSchema } from './account';
import { contactFormErrors, emailError } from './contact-rule';
import { firstError } from './first-error';

describe('contact form and email rules', () => {
  it('requires an email, then a well-formed one', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('   ')).toBe('Email is required');
    for (const bad of ['ayesha', 'ayesha@', '@example.pk', 'ayesha@example', 'ay esha@example.pk', 'a@b@c.pk']) {
      expect(emailError(bad)).toBe('Please enter a valid email address.');
    }
    for (const good of ['ayesha@example.pk', ' bilal.ahmed+orders@mail.example.com.pk ']) {
      expect(emailError(good)).toBeNull();
    }
  });

  it('reports every broken field of the contact form at once', () => {
    expect(contactFormErrors({ name: ' ', email: 'x', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address.',
      message: 'Message is required',
    });
    expect(contactFormErrors({ name: 'Bilal', email: 'bilal@example.pk', message: 'Salam' })).toEqual({});
  });

  it('the schemas apply the same rules and trim their output', () => {
    for (const value of ['', 'ayesha', 'ayesha@example.pk']) {
      expect(firstError(emailSchema, value)).toBe(emailError(value));
    }
    expect(contactFormSchema.parse({ name: ' Bilal ', email: 'bilal@example.pk ', message: ' Salam ' })).toEqual({
      name: 'Bilal',
      email: 'bilal@example.pk',
      message: 'Salam',
    });
    const broken = contactFormSchema.safeParse({ name: '', email: 'bilal@example.pk', message: '' });
    expect(broken.success ? [] : broken.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Name is required'],
      ['message', 'Message is required'],
    ]);
  });
});
