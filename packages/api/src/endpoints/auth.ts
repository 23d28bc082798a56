import { defineEndpoint } from '../core/endpoint';
import {
  emailBodySchema,
  resetPasswordBodySchema,
  signInAnswerSchema,
  signInBodySchema,
  signUpBodySchema,
  verifyAnswerSchema,
  verifyBodySchema,
  verifyResetCodeBodySchema,
} from '../wire/auth';
import { messageAnswerSchema } from '../wire/shared';

/** `POST /user/signup` (201): e-mails a 6-digit code; the answer's user row is not kept. */
export const signUp = defineEndpoint({
  operationId: 'auth.signUp',
  tag: 'auth',
  method: 'post',
  path: '/user/signup',
  summary: 'Register a buyer and e-mail a verification code',
  body: { type: 'json', schema: signUpBodySchema },
  successStatus: 201,
  response: messageAnswerSchema,
  fallback: 'Something went wrong',
  refusals: {
    400: 'Invalid input, or the e-mail already belongs to a verified account. A phone number another account holds is answered like a sign-up (201) and nothing is created, so the answer never tells whether a number has an account.',
    429: 'Too many attempts from this address or for this e-mail (see Retry-After).',
  },
});

/** `POST /user/verify` (201): confirms the e-mail with the code; the reference server answers a session with it. */
export const verifyEmail = defineEndpoint({
  operationId: 'auth.verify',
  tag: 'auth',
  method: 'post',
  path: '/user/verify',
  summary: 'Verify the e-mail address with the code',
  body: { type: 'json', schema: verifyBodySchema },
  successStatus: 201,
  response: verifyAnswerSchema,
  fallback: 'Verification failed. Please try again.',
  refusals: {
    400: 'Invalid input, or the code is wrong or expired; an e-mail without an account is answered alike.',
    429: 'Too many attempts from this address or for this e-mail (see Retry-After).',
  },
});

/** `POST /user/signin`: the user to store and a bearer token. */
export const signIn = defineEndpoint({
  operationId: 'auth.signIn',
  tag: 'auth',
  method: 'post',
  path: '/user/signin',
  summary: 'Sign in with e-mail (or phone) and password',
  body: { type: 'json', schema: signInBodySchema },
  successStatus: 200,
  response: signInAnswerSchema,
  fallback: 'Something went wrong',
  refusals: {
    401: 'The password is wrong.',
    404: 'No verified account has this e-mail or phone.',
    429: 'Too many attempts from this address or for this account (see Retry-After).',
  },
});

/** `POST /user/forgot-password`: e-mails a reset code. */
export const forgotPassword = defineEndpoint({
  operationId: 'auth.forgotPassword',
  tag: 'auth',
  method: 'post',
  path: '/user/forgot-password',
  summary: 'E-mail a password reset code',
  body: { type: 'json', schema: emailBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Something went wrong',
  refusals: { 429: 'Too many attempts from this address or for this e-mail (see Retry-After).' },
});

/** `POST /user/verify-reset-code`. */
export const verifyResetCode = defineEndpoint({
  operationId: 'auth.verifyResetCode',
  tag: 'auth',
  method: 'post',
  path: '/user/verify-reset-code',
  summary: 'Check a password reset code',
  body: { type: 'json', schema: verifyResetCodeBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Verification failed. Please try again.',
  refusals: {
    400: 'Invalid input, or the code is wrong or expired.',
    429: 'Too many attempts from this address or for this e-mail (see Retry-After).',
  },
});

/** `POST /user/resend-reset-code`. */
export const resendResetCode = defineEndpoint({
  operationId: 'auth.resendResetCode',
  tag: 'auth',
  method: 'post',
  path: '/user/resend-reset-code',
  summary: 'E-mail a new reset code',
  body: { type: 'json', schema: emailBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Failed to resend email. Please try again.',
  refusals: { 429: 'Too many attempts from this address or for this e-mail (see Retry-After).' },
});

/** `POST /user/reset-password`: Sauda sends the verified code as `resetCode`. */
export const resetPassword = defineEndpoint({
  operationId: 'auth.resetPassword',
  tag: 'auth',
  method: 'post',
  path: '/user/reset-password',
  summary: 'Set a new password with a verified reset code',
  body: { type: 'json', schema: resetPasswordBodySchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Reset failed',
  refusals: {
    400: 'Invalid input, or the reset code is wrong, expired or not verified.',
    429: 'Too many attempts from this address or for this e-mail (see Retry-After).',
  },
});
