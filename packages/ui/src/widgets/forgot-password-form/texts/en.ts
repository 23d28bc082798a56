import type { ForgotPasswordFormLabels } from '../forgot-password-form';

/**
 * The forgot-password form's texts in English: its defaults, and the keys of its texts in any other language
 * (`./ur.ts`).
 */
export const forgotPasswordFormTexts = {
  title: 'Forgot your password?',
  description: "Enter your account's email address and we will send you a 6-digit code to reset your password.",
  email: 'Email',
  submit: 'Send Reset Code',
  submitting: 'Sending...',
  sent: (email: string) => `We have sent a reset code to ${email}.`,
  verify: 'Enter Reset Code',
  login: 'Back to Login',
} satisfies Required<ForgotPasswordFormLabels>;
