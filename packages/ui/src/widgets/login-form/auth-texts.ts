import { NEW_PASSWORD_HINT } from '../password-field/password-hint';

/*
 * The English texts of the account-access forms, in one place. Each form's `labels` prop overrides any of them; the
 * validation messages come from commerce. A key's value here is its `@default`.
 */

/** Texts every account-access form has. */
interface AuthTexts {
  /** The form's heading. */
  title: string;
  /** The line under the heading. */
  description: string;
  /** The submit button. */
  submit: string;
  /** The submit button while the request is under way. */
  submitting: string;
}

/** Checks that a form's texts have the shared keys, keeping its own. */
const authTexts = <T extends AuthTexts>(texts: T): T => texts;

/** Names of a password field's show/hide toggle. */
const passwordToggle = {
  /** Name of the toggle while the password is hidden. */
  showPassword: 'Show password',
  /** Name of the toggle while the password is shown. */
  hidePassword: 'Hide password',
};

export const loginTexts = authTexts({
  title: 'Login',
  description: 'Welcome back! Log in to shop, track orders and see your wishlist.',
  identifier: 'Email or phone',
  password: 'Password',
  submit: 'Login',
  submitting: 'Logging in...',
  forgotPassword: 'Forgot password?',
  noAccount: 'New here?',
  signUp: 'Create an account',
  ...passwordToggle,
});

export const signUpTexts = authTexts({
  title: 'Create an account',
  description: 'Shop from sellers all over Pakistan with one account.',
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  phonePlaceholder: '314XXXX910',
  password: 'Password',
  passwordHint: NEW_PASSWORD_HINT,
  confirmPassword: 'Confirm Password',
  submit: 'Create Account',
  submitting: 'Creating Account...',
  haveAccount: 'Already have an account?',
  login: 'Login',
  ...passwordToggle,
});

export const resetPasswordTexts = authTexts({
  title: 'Reset your password',
  description: 'Choose a new password for your account.',
  newPassword: 'New Password',
  passwordHint: NEW_PASSWORD_HINT,
  confirmPassword: 'Confirm Password',
  submit: 'Reset Password',
  submitting: 'Resetting...',
  /** Link under the fields. */
  backToLogin: 'Back to Login',
  /** Button of the success state. */
  login: 'Go to Login',
  ...passwordToggle,
});

export const forgotPasswordTexts = authTexts({
  title: 'Forgot your password?',
  description: "Enter your account's email address and we will send you a 6-digit code to reset your password.",
  email: 'Email',
  submit: 'Send Reset Code',
  submitting: 'Sending...',
  /** The confirmation once the code was sent. */
  sent: (email: string) => `We have sent a reset code to ${email}.`,
  verify: 'Enter Reset Code',
  login: 'Back to Login',
});

/** A form's texts: the host's where it gave one, the English default elsewhere. */
export function withDefaults<T extends object>(labels: Partial<T> | undefined, defaults: T): T {
  const text = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) text[key] = labels?.[key] ?? defaults[key];
  return text;
}
