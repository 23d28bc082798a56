import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MESSAGE_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
} from './messages';

/** An address with one @, no spaces and a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The email rule without zod: required, then well formed; null when valid. */
export function emailError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return EMAIL_REQUIRED_MESSAGE;
  return EMAIL_PATTERN.test(trimmed) ? null : EMAIL_INVALID_MESSAGE;
}

/** The contact form's fields. */
export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

/** The contact form's rules without zod (the kit applies them): one message per broken field. */
export function contactFormErrors(values: ContactFormValues): Partial<Record<keyof ContactFormValues, string>> {
  const errors: Partial<Record<keyof ContactFormValues, string>> = {};
  if (values.name.trim() === '') errors.name = NAME_REQUIRED_MESSAGE;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.message.trim() === '') errors.message = MESSAGE_REQUIRED_MESSAGE;
  return errors;
}
