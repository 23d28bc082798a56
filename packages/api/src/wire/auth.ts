import { z } from 'zod/mini';
import { requiredText, wireId, wireLooseText, wireText } from './shared';

const email = requiredText('Email is required', 'Email is required');
const code = requiredText('Please enter a 6-digit OTP.', 'The code must be sent as text.');
const password = z.string().check(z.minLength(1, 'Password is required'));

/** Body of `POST /user/signup` (buyers omit `userType`; 'subAdmin' would create a vendor shop). */
export const signUpBodySchema = z
  .object({
    name: requiredText('Name is required'),
    phone: requiredText('Phone number is required'),
    email,
    password,
    userType: z.optional(z.string()),
    gender: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'SignUpBody' });

/** Body of `POST /user/verify` (e-mail verification after sign-up). */
export const verifyBodySchema = z.object({ email, code }).register(z.globalRegistry, { id: 'VerifyBody' });

/** Body of `POST /user/signin`; `email` may also be a phone number. */
export const signInBodySchema = z.object({ email, password }).register(z.globalRegistry, { id: 'SignInBody' });

/** Legacy sign-in user: the full Users row; only these fields are kept (the hash and code are dropped). */
const legacySignInUser = z.object({ Id: wireId, Name: wireText, Email: wireText, Phone: wireLooseText });

/** Reference-server sign-in user: already the stored-user shape. */
export const referenceSignInUser = z.object({ userId: wireId, name: wireText, email: wireText, phone: wireLooseText });

/** Answer of `POST /user/signin`: `{ user, token }` (legacy adds `shop` and `msg`). */
export const signInAnswerSchema = z
  .object({
    user: z.union([referenceSignInUser, legacySignInUser]),
    token: z.string().check(z.minLength(1)),
  })
  .register(z.globalRegistry, {
    id: 'SignInAnswer',
    description: 'The signed-in user (never the password hash) and a bearer token.',
  });

/**
 * Answer of `POST /user/verify`: its message, and on the reference server's first verification the session too (the
 * shopper is signed in without typing the password again). The legacy backend answers the message alone.
 */
export const verifyAnswerSchema = z
  .object({
    message: z.optional(z.string()),
    msg: z.optional(z.string()),
    success: z.optional(z.boolean()),
    // A user or token that cannot be read is no session, not a failed verification: the code was accepted.
    user: z.catch(z.optional(z.union([referenceSignInUser, legacySignInUser])), undefined),
    token: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  })
  .register(z.globalRegistry, {
    id: 'VerifyAnswer',
    description: 'A message; after a first verification also the signed-in user and a bearer token.',
  });

/** Body of `POST /user/forgot-password` and `POST /user/resend-reset-code`. */
export const emailBodySchema = z.object({ email }).register(z.globalRegistry, { id: 'EmailBody' });

/** Body of `POST /user/verify-reset-code` (the code is compared as text). */
export const verifyResetCodeBodySchema = z
  .object({ email, code })
  .register(z.globalRegistry, { id: 'VerifyResetCodeBody' });

/** Body of `POST /user/reset-password`; Sauda sends the verified code as `resetCode` (the spec sent it empty). */
export const resetPasswordBodySchema = z
  .object({ email, resetCode: z.string(), newPassword: password })
  .register(z.globalRegistry, { id: 'ResetPasswordBody' });

export type SignUpBody = z.input<typeof signUpBodySchema>;
export type VerifyBody = z.input<typeof verifyBodySchema>;
export type SignInBody = z.input<typeof signInBodySchema>;
export type WireSignInAnswer = z.output<typeof signInAnswerSchema>;
export type WireVerifyAnswer = z.output<typeof verifyAnswerSchema>;
export type EmailBody = z.input<typeof emailBodySchema>;
export type VerifyResetCodeBody = z.input<typeof verifyResetCodeBodySchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
