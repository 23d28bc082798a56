/** Texts of sign-up, verification, login and the password reset flow (§2.17). */
export const auth = {
  login: {
    title: 'Login - Sauda',
    description: 'Log in to shop, track your orders and keep your wishlist.',
    welcome: (name: string) => `Welcome back, ${name}!`,
    notVerified: 'Please verify your email first: we have sent you a new code.',
  },
  signUp: {
    title: 'Create your account - Sauda',
    description: 'Sign up to shop from sellers across Pakistan with Cash on Delivery.',
  },
  verify: {
    title: 'Verify your email - Sauda',
    description: 'Enter the 6-digit code we sent to your e-mail address.',
    verified: 'Your email is verified. Please log in.',
    welcome: (name: string) => `Your email is verified. Welcome to Sauda, ${name}!`,
    missingEmail: 'We do not know which e-mail to verify. Please sign up or log in again.',
    signUp: 'Sign up',
  },
  forgot: {
    title: 'Forgot password - Sauda',
    description: 'Get a 6-digit code to reset your password.',
  },
  resetCode: {
    title: 'Enter your reset code - Sauda',
    description: 'Enter the 6-digit code we sent to reset your password.',
    heading: 'Enter your reset code',
  },
  reset: {
    title: 'Reset password - Sauda',
    description: 'Choose a new password for your Sauda account.',
    done: 'Your password has been reset. Please log in with your new password.',
    start: 'Please start the password reset again.',
  },
  helpReset: {
    title: 'Reset Password - Sauda',
    description: 'Forgot your password? Reset it with a 6-digit code sent to your e-mail.',
    heading: 'Reset Password',
    steps: [
      'Enter the e-mail address of your account.',
      'Type the 6-digit code we send you (it works for 10 minutes).',
      'Choose a new password and log in with it.',
    ],
    start: 'Reset my password',
    back: 'Back to login',
  },
} as const;
