import { RESEND_FAILED_MESSAGE } from '@sauda/commerce';
import { authApi } from '../api/auth-api';
import { serverMessageOr } from './server-message';

/**
 * Mails `email` a new 6-digit code ('Resend OTP' on both code pages: the server sends a verification code to an
 * unverified account, a reset code otherwise). Rejects with the server's message or the spec's fallback, which
 * `VerifyCodeForm` shows inline.
 */
export async function resendCode(email: string): Promise<void> {
  try {
    await authApi.resendResetCode({ email });
  } catch (failure) {
    throw new Error(serverMessageOr(failure, RESEND_FAILED_MESSAGE));
  }
}
