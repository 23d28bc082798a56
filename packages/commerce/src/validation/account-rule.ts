import { canonicalPhone, normalisePakistaniPhone } from '../format/phone';
import { emailError } from './contact-rule';
import { formCheck, type FormCheck } from './form-check';
import {
  LOGIN_IDENTIFIER_INVALID_MESSAGE,
  LOGIN_IDENTIFIER_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
} from './messages';
import { checkNewPassword } from './password-rule';
import { isPakistaniMobile, profilePhoneError } from './phone';

/** What the login form holds: an e-mail address or a mobile number, and the password. */
export interface LoginInput {
  identifier: string;
  password: string;
}

function loginIdentifierError(identifier: string): string | null {
  if (identifier === '') return LOGIN_IDENTIFIER_REQUIRED_MESSAGE;
  const valid = identifier.includes('@')
    ? emailError(identifier) === null
    : isPakistaniMobile(normalisePakistaniPhone(identifier));
  return valid ? null : LOGIN_IDENTIFIER_INVALID_MESSAGE;
}

/**
 * Login without zod: the identifier is required, and is a well-formed e-mail when it holds an @, else a mobile
 * number ('3XXXXXXXXX', '03…', '+92 …'); the password is only required (accounts may predate the rule).
 * The data keeps the password as typed and the identifier trimmed.
 */
export function checkLogin(input: LoginInput): FormCheck<LoginInput, keyof LoginInput> {
  const identifier = input.identifier.trim();
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  const identifierMessage = loginIdentifierError(identifier);
  if (identifierMessage) errors.identifier = identifierMessage;
  if (input.password === '') errors.password = PASSWORD_REQUIRED_MESSAGE;
  return formCheck(errors, () => ({ identifier, password: input.password }));
}

/** What the sign-up form holds; `phone` as typed after the fixed +92 ('3001234567', '0300-1234567', '+92 300…'). */
export interface SignUpInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/** A valid sign-up: trimmed name and email, the phone in its stored form ('3001234567'), the password as typed. */
export type SignUp = Omit<SignUpInput, 'confirmPassword'>;

/**
 * Sign-up without zod: name required ('Name is required'), a well-formed e-mail, the profile phone rule (a mobile
 * number however typed, sent as ten digits starting with 3) and the new-password rule with 'Passwords do not match!'.
 * One message per broken field.
 */
export function checkSignUp(input: SignUpInput): FormCheck<SignUp, keyof SignUpInput> {
  const name = input.name.trim();
  const email = input.email.trim();
  const phone = input.phone.trim();
  const errors: Partial<Record<keyof SignUpInput, string>> = {};
  if (name === '') errors.name = NAME_REQUIRED_MESSAGE;
  const emailMessage = emailError(email);
  if (emailMessage) errors.email = emailMessage;
  const phoneMessage = profilePhoneError(phone);
  if (phoneMessage) errors.phone = phoneMessage;
  const password = checkNewPassword(input);
  if (!password.ok) Object.assign(errors, password.errors);
  return formCheck(errors, () => ({ name, email, phone: canonicalPhone(phone), password: input.password }));
}

/**
 * Forgot password without zod: 'Email is required' when blank (spec §5), then a well-formed address; the data is the
 * trimmed e-mail.
 */
export function checkForgotPassword(input: { email: string }): FormCheck<string, 'email'> {
  const email = input.email.trim();
  const message = emailError(email);
  return formCheck(message ? { email: message } : {}, () => email);
}
