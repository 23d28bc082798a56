import { PASSWORD_RESET_SUCCESS_MESSAGE } from '@sauda/commerce';
import { NEW_PASSWORD_HINT } from '../../password-field/password-hint';
import { passwordFieldTexts } from '../../password-field/texts/en';
import type { ResetPasswordFormLabels } from '../reset-password-form';

/**
 * The reset-password form's texts in English: its defaults, and the keys of its texts in any other language
 * (`./ur.ts`).
 */
export const resetPasswordFormTexts = {
  title: 'Reset your password',
  description: 'Choose a new password for your account.',
  newPassword: 'New Password',
  passwordHint: NEW_PASSWORD_HINT,
  confirmPassword: 'Confirm Password',
  submit: 'Reset Password',
  submitting: 'Resetting...',
  backToLogin: 'Back to Login',
  login: 'Go to Login',
  success: PASSWORD_RESET_SUCCESS_MESSAGE,
  showPassword: passwordFieldTexts.show,
  hidePassword: passwordFieldTexts.hide,
} satisfies Required<ResetPasswordFormLabels>;
