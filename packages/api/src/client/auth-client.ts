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
import { toSession, type Session } from '../normalise/auth';
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

/** `auth`: sign-up, verification, sign-in and password reset. */
export function authClient(call: Call) {
  return {
    /** `POST /user/signup`. */
    signUp: async (body: SignUpBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(signUp, { json: body }, options),
        'User registered successfully. Please verify your email.',
      ),
    /** `POST /user/verify`. */
    verify: async (body: VerifyBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(verifyEmail, { json: body }, options), 'User verified successfully'),
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
