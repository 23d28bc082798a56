import { SIGN_UP_NOT_POSSIBLE_MESSAGE, canonicalPhone } from '@sauda/commerce';
import { ApiError, isApiError } from '../core/api-error';
import type { CallOptions } from '../core/http';
import {
  forgotPassword,
  resendResetCode,
  resetPassword,
  signIn,
  signUp,
  verifyEmail,
  verifyResetCode,
} from '../endpoints/auth';
import { toSession, toVerifyResult, type Session, type VerifyResult } from '../normalise/auth';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import type {
  EmailBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  VerifyBody,
  VerifyResetCodeBody,
} from '../wire/auth';
import type { Call } from './call';

/** The original backend's sign-up refusal that tells anyone a number has an account (legacy contract §4.1). */
const LEGACY_PHONE_TAKEN = 'Phone number already registered!';

/** That refusal reworded so the storefront does not repeat it; every other failure as it came. */
function withoutPhoneOwner(failure: unknown): never {
  if (!isApiError(failure) || failure.serverMessage !== LEGACY_PHONE_TAKEN) throw failure;
  throw new ApiError(failure.status, SIGN_UP_NOT_POSSIBLE_MESSAGE, {
    kind: failure.kind,
    serverMessage: SIGN_UP_NOT_POSSIBLE_MESSAGE,
  });
}

/** `auth`: sign-up, verification, sign-in and password reset. */
export function authClient(call: Call) {
  return {
    /** `POST /user/signup`; the phone goes in its stored form ('3001234567'), as both backends look it up so. */
    signUp: async (body: SignUpBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(signUp, { json: { ...body, phone: canonicalPhone(body.phone) } }, options).catch(withoutPhoneOwner),
        'User registered successfully. Please verify your email.',
      ),
    /** `POST /user/verify`: with the session when the server signed the shopper in (the reference server does). */
    verify: async (body: VerifyBody, options?: CallOptions): Promise<VerifyResult> =>
      toVerifyResult(await call(verifyEmail, { json: body }, options), 'User verified successfully'),
    /** `POST /user/signin`: the user to store (never the password hash) and the token. */
    signIn: async (body: SignInBody, options?: CallOptions): Promise<Session> =>
      toSession(await call(signIn, { json: body }, options)),
    /** `POST /user/forgot-password`. */
    forgotPassword: async (body: EmailBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(forgotPassword, { json: body }, options), 'Reset code sent to email.'),
    /** `POST /user/verify-reset-code`. */
    verifyResetCode: async (body: VerifyResetCodeBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(verifyResetCode, { json: body }, options), 'Reset code is valid.'),
    /** `POST /user/resend-reset-code`. */
    resendResetCode: async (body: EmailBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(resendResetCode, { json: body }, options),
        'A new reset code has been sent to your email.',
      ),
    /** `POST /user/reset-password` (Sauda sends the verified code as `resetCode`). */
    resetPassword: async (body: ResetPasswordBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(resetPassword, { json: body }, options), 'Password reset successfully'),
  };
}
