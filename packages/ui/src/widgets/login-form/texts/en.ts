import { passwordFieldTexts } from '../../password-field/texts/en';
import type { LoginFormLabels } from '../login-form';

/** The login form's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const loginFormTexts = {
  title: 'Login',
  description: 'Welcome back! Log in to shop, track orders and see your wishlist.',
  identifier: 'Email or phone',
  password: 'Password',
  submit: 'Login',
  submitting: 'Logging in...',
  forgotPassword: 'Forgot password?',
  noAccount: 'New here?',
  signUp: 'Create an account',
  showPassword: passwordFieldTexts.show,
  hidePassword: passwordFieldTexts.hide,
} satisfies Required<LoginFormLabels>;
