import { passwordSchema } from '@sauda/commerce';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { checkCode, issueCode } from '../auth/codes';
import { findUserByEmail } from '../auth/find-user';
import { hashSecret } from '../auth/password';
import { users, verificationCodes } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { mailLanguage } from '../mail/mail-texts';
import { sendCodeMail } from '../mail/send-code';
import { limitAccount } from '../security/abuse-guard';
import { readBody } from '../validate';

const email = z.string({ error: 'Email is required' }).trim().min(1, 'Email is required');
const emailBody = z.object({ email });
const codeBody = z.object({ email, code: z.string({ error: 'Please enter a 6-digit OTP.' }).trim() });
const resetBody = z.object({
  email,
  resetCode: z
    .string({ error: 'The verified reset code is required' })
    .trim()
    .min(1, 'The verified reset code is required'),
  newPassword: passwordSchema,
});

const CODE_EXPIRED = 'Reset code is expired. Please request a new one.';
const INVALID_RESET = 'Invalid or expired reset code';

/**
 * Forgot password, verify and resend the reset code, reset the password with the verified code. None of them tells
 * whether an e-mail has an account: unknown e-mails get the same answers as known ones (and no mail).
 */
export function passwordResetRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  /** Mails a fresh code; for an unknown address spends the same hashing time instead, so timing tells nothing. */
  const mailCode = async (c: Context, user: { id: string; email: string } | null, purpose: 'verify' | 'reset') => {
    if (!user) return void (await hashSecret('000000'));
    const language = mailLanguage(c.req.header('accept-language'));
    await sendCodeMail(deps, user.email, purpose, await issueCode(db, user.id, purpose), language);
  };

  app.post('/user/forgot-password', async (c) => {
    const body = await readBody(c, emailBody);
    await limitAccount(deps, 'forgotPassword', body.email);
    const user = await findUserByEmail(db, body.email);
    await mailCode(c, user?.isVerified ? user : null, 'reset');
    return c.json({ success: true, message: 'Reset code sent to email.' });
  });

  // The storefront's code page resends through here for sign-up too: an unverified account gets its sign-up code.
  app.post('/user/resend-reset-code', async (c) => {
    const body = await readBody(c, emailBody);
    await limitAccount(deps, 'resendResetCode', body.email);
    const user = await findUserByEmail(db, body.email);
    await mailCode(c, user, user?.isVerified === false ? 'verify' : 'reset');
    return c.json({ success: true, message: 'A new reset code has been sent to your email.' });
  });

  app.post('/user/verify-reset-code', async (c) => {
    const body = await readBody(c, codeBody);
    await limitAccount(deps, 'verifyResetCode', body.email);
    const user = await findUserByEmail(db, body.email);
    if (!user) throw refuse('reset_code_expired', CODE_EXPIRED);
    const result = await checkCode(db, user.id, 'reset', body.code);
    if (!result.ok) {
      throw result.reason === 'expired'
        ? refuse('reset_code_expired', CODE_EXPIRED)
        : refuse('reset_code_invalid', 'Invalid reset code.');
    }
    await db.update(verificationCodes).set({ verifiedAt: new Date() }).where(eq(verificationCodes.id, result.id));
    return c.json({ success: true, message: 'Reset code is valid. You can now reset your password.' });
  });

  app.post('/user/reset-password', async (c) => {
    const body = await readBody(c, resetBody);
    await limitAccount(deps, 'resetPassword', body.email);
    const user = await findUserByEmail(db, body.email);
    if (!user) throw refuse('reset_code_invalid', INVALID_RESET);
    // A wrong code here costs one of the code's tries, as on verify-reset-code.
    const result = await checkCode(db, user.id, 'reset', body.resetCode);
    if (!result.ok) throw refuse('reset_code_invalid', INVALID_RESET);
    const passwordHash = await hashSecret(body.newPassword);
    const reset = await db.transaction(async (tx) => {
      const used = await tx
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(verificationCodes.id, result.id),
            isNull(verificationCodes.usedAt),
            isNotNull(verificationCodes.verifiedAt),
          ),
        )
        .returning({ id: verificationCodes.id });
      if (used.length === 0) return false;
      // A new version ends every session signed in before the reset (a thief's token too).
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, user.id));
      return true;
    });
    if (!reset) throw refuse('reset_code_invalid', INVALID_RESET);
    return c.json({ success: true, message: 'Password reset successfully' });
  });

  return app;
}
