import { formCheck, type FormCheck } from './form-check';
import { PASSWORD_REQUIRED_MESSAGE, PASSWORD_RULE_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE } from './messages';

// The same rule as PASSWORD_PATTERN in './password'; kept here so the kit applies it without loading zod.
const STRONG_PASSWORD = /^(?=.*[A-Z])(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{9,}$/;

/**
 * The new-password rule without zod (spec §5): 'Password is required' when empty, the rule message when it is not at
 * least 9 letters, digits and !@#$%^&* with an uppercase letter and one of those special characters; null when valid.
 */
export function passwordError(password: string): string | null {
  if (password === '') return PASSWORD_REQUIRED_MESSAGE;
  return STRONG_PASSWORD.test(password) ? null : PASSWORD_RULE_MESSAGE;
}

/** A new password typed twice. */
export interface NewPasswordInput {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation without zod: `passwordError` on the first, and `mismatchMessage` on the second
 * when they differ ('Passwords do not match!' by default; the help-area page passes 'Passwords do not match.').
 */
export function checkNewPassword(
  input: NewPasswordInput,
  mismatchMessage: string = PASSWORDS_DO_NOT_MATCH_MESSAGE,
): FormCheck<string, keyof NewPasswordInput> {
  const errors: Partial<Record<keyof NewPasswordInput, string>> = {};
  const password = passwordError(input.password);
  if (password) errors.password = password;
  if (input.confirmPassword !== input.password) errors.confirmPassword = mismatchMessage;
  return formCheck(errors, () => input.password);
}
