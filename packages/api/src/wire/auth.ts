import { z } from 'zod';
import { wireId, wireLooseText, wireText } from './shared';

const email = z.string({ error: 'Email is required' }).trim().min(1, 'Email is required');
const code = z.string({ error: 'The code must be sent as text.' }).trim().min(1, 'Please enter a 6-digit OTP.');

/** Body of `POST /user/signup` (buyers omit `userType`; 'subAdmin' would create a vendor shop). */
export const signUpBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    phone: z.string().trim().min(1, 'Phone number is required'),
    email,
    password: z.string().min(1, 'Password is required'),
    userType: z.string().optional(),
    gender: z.string().optional(),
  })
  .meta({ id: 'SignUpBody' });

/** Body of `POST /user/verify` (e-mail verification after sign-up). */
export const verifyBodySchema = z.object({ email, code }).meta({ id: 'VerifyBody' });

/** Body of `POST /user/signin`; `email` may also be a phone number. */
export const signInBodySchema = z
  .object({ email, password: z.string().min(1, 'Password is required') })
  .meta({ id: 'SignInBody' });

/** Legacy sign-in user: the full Users row; only these fields are kept (the hash and code are dropped). */
const legacySignInUser = z.object({ Id: wireId, Name: wireText, Email: wireText, Phone: wireLooseText });

/** Reference-server sign-in user: already the stored-user shape. */
const referenceSignInUser = z.object({ userId: wireId, name: wireText, email: wireText, phone: wireLooseText });

/** Answer of `POST /user/signin`: `{ user, token }` (legacy adds `shop` and `msg`). */
export const signInAnswerSchema = z
  .object({
    user: z.union([referenceSignInUser, legacySignInUser]),
    token: z.string().min(1),
  })
  .meta({ id: 'SignInAnswer', description: 'The signed-in user (never the password hash) and a bearer token.' });

/** Body of `POST /user/forgot-password` and `POST /user/resend-reset-code`. */
export const emailBodySchema = z.object({ email }).meta({ id: 'EmailBody' });

/** Body of `POST /user/verify-reset-code` (the code is compared as text). */
export const verifyResetCodeBodySchema = z.object({ email, code }).meta({ id: 'VerifyResetCodeBody' });

/** Body of `POST /user/reset-password`; Sauda sends the verified code as `resetCode` (the spec sent it empty). */
export const resetPasswordBodySchema = z
  .object({
    email,
    resetCode: z.string(),
    newPassword: z.string().min(1, 'Password is required'),
  })
  .meta({ id: 'ResetPasswordBody' });

export type SignUpBody = z.input<typeof signUpBodySchema>;
export type VerifyBody = z.input<typeof verifyBodySchema>;
export type SignInBody = z.input<typeof signInBodySchema>;
export type WireSignInAnswer = z.output<typeof signInAnswerSchema>;
export type EmailBody = z.input<typeof emailBodySchema>;
export type VerifyResetCodeBody = z.input<typeof verifyResetCodeBodySchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
