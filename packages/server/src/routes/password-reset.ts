import { passwordSchema } from '@sauda/commerce';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkCode, issueCode } from '../auth/codes';
import { findUserByEmail } from '../auth/find-user';
import { hashSecret, verifySecret } from '../auth/password';
import { users, verificationCodes } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { sendCodeMail } from '../mail/send-code';
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

/** Forgot password, verify and resend the reset code, reset the password with the verified code. */
export function passwordResetRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  const sendResetCode = async (address: string, requireVerified: boolean) => {
    const user = await findUserByEmail(db, address);
    if (!user || (requireVerified && !user.isVerified)) {
      throw notFound(requireVerified ? 'User not found or not verified' : 'User not found');
    }
    const code = await issueCode(db, user.id, 'reset');
    await sendCodeMail(deps, user.email, 'reset', code);
  };

  app.post('/user/forgot-password', async (c) => {
    await sendResetCode((await readBody(c, emailBody)).email, true);
    return c.json({ success: true, message: 'Reset code sent to email.' });
  });

  app.post('/user/resend-reset-code', async (c) => {
    await sendResetCode((await readBody(c, emailBody)).email, false);
    return c.json({ success: true, message: 'A new reset code has been sent to your email.' });
  });

  app.post('/user/verify-reset-code', async (c) => {
    const body = await readBody(c, codeBody);
    const user = await findUserByEmail(db, body.email);
    if (!user) throw notFound('User not found');
    const result = await checkCode(db, user.id, 'reset', body.code);
    if (!result.ok) {
      throw badRequest(
        result.reason === 'expired' ? 'Reset code is expired. Please request a new one.' : 'Invalid reset code.',
      );
    }
    await db.update(verificationCodes).set({ verifiedAt: new Date() }).where(eq(verificationCodes.id, result.id));
    return c.json({ success: true, message: 'Reset code is valid. You can now reset your password.' });
  });

  app.post('/user/reset-password', async (c) => {
    const body = await readBody(c, resetBody);
    const user = await findUserByEmail(db, body.email);
    if (!user) throw notFound('User not found');
    const [code] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, user.id),
          eq(verificationCodes.purpose, 'reset'),
          isNull(verificationCodes.usedAt),
          isNotNull(verificationCodes.verifiedAt),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const valid = code && code.expiresAt.getTime() > Date.now() && (await verifySecret(body.resetCode, code.codeHash));
    if (!code || !valid) throw badRequest('Invalid or expired reset code');
    const passwordHash = await hashSecret(body.newPassword);
    await db.transaction(async (tx) => {
      await tx.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, code.id));
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    });
    return c.json({ success: true, message: 'Password reset successfully' });
  });

  return app;
}
