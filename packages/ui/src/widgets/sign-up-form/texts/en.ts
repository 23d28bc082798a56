import { NEW_PASSWORD_HINT } from '../../password-field/password-hint';
import { passwordFieldTexts } from '../../password-field/texts/en';
import type { SignUpFormLabels } from '../sign-up-form';

/** The sign-up form's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const signUpFormTexts = {
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
  showPassword: passwordFieldTexts.show,
  hidePassword: passwordFieldTexts.hide,
} satisfies Required<SignUpFormLabels>;
