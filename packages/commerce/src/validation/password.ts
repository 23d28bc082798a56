import { z } from 'zod';
import { requiredText } from './required-text';
import {
  EMAIL_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_HELP_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from './messages';

/** Characters that count as special in a password. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 9;

/** 9+ characters, an uppercase letter, a special character from !@#$%^&*, only letters, digits and those. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{9,}$/;

/** True when a password follows the rule. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

/** A new password: 'Password is required' when empty, the rule message when it does not follow the rule. */
export const passwordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .refine((value) => value !== '', { message: PASSWORD_REQUIRED_MESSAGE, abort: true })
  .refine((value) => PASSWORD_PATTERN.test(value), { message: PASSWORD_RULE_MESSAGE });

function withConfirmation(mismatchMessage: string) {
  return z
    .object({ password: passwordSchema, confirmPassword: z.string({ error: mismatchMessage }) })
    .refine((value) => value.password === value.confirmPassword, {
      message: mismatchMessage,
      path: ['confirmPassword'],
    });
}

/** New password + confirmation of the reset flow; a mismatch gives 'Passwords do not match!'. */
export const newPasswordSchema = withConfirmation(PASSWORDS_DO_NOT_MATCH_MESSAGE);

/** The help-area reset page's variant; a mismatch gives 'Passwords do not match.'. */
export const helpResetPasswordSchema = withConfirmation(PASSWORDS_DO_NOT_MATCH_HELP_MESSAGE);

/** Forgot password: the email is required ('Email is required'). */
export const forgotPasswordSchema = z.object({ email: requiredText(EMAIL_REQUIRED_MESSAGE) });
