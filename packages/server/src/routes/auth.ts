import { emailSchema, passwordSchema, profilePhoneSchema } from '@sauda/commerce';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkCode, issueCode } from '../auth/codes';
import { findUserByEmail, findUserByLogin } from '../auth/find-user';
import { hashSecret, verifySecret } from '../auth/password';
import { issueToken } from '../auth/token';
import { users, verificationCodes } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { mailLanguage } from '../mail/mail-texts';
import { sendCodeMail } from '../mail/send-code';
import { sendSignUpRefusedMail } from '../mail/send-sign-up-refused';
import { limitAccount } from '../security/abuse-guard';
import { readBody } from '../validate';

const signUpBody = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required'),
  phone: profilePhoneSchema,
  email: emailSchema,
  password: passwordSchema,
});
const verifyBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
  code: z.string({ error: 'Please enter a 6-digit OTP.' }).trim(),
});
const signInBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

/** What of a user row a session answer needs. */
type SessionUser = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'phone' | 'tokenVersion'>;

/** Sign-up, e-mail verification and sign-in. */
export function authRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono();
  /** The user to keep in the browser (never the hash) and a bearer token: what sign-in and a first verification answer. */
  const session = (user: SessionUser) => ({
    user: { userId: user.id, name: user.name, email: user.email, phone: user.phone },
    token: issueToken(user.id, config.tokenSecret, config.tokenTtlSeconds, { version: user.tokenVersion }),
  });

  app.post('/user/signup', async (c) => {
    const body = await readBody(c, signUpBody);
    await limitAccount(deps, 'signUp', body.email);
    const existing = await findUserByEmail(db, body.email);
    if (existing?.isVerified) throw refuse('user_exists', 'User already exists!');
    // Counted per number too, so that one number cannot be tried against many e-mail addresses.
    await limitAccount(deps, 'signUp', body.phone);
    const [phoneOwner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, body.phone));
    if (phoneOwner && phoneOwner.id !== existing?.id) {
      // 'Phone number already registered!' would tell anyone that the number has an account. The answer is a
      // sign-up's (after the same password hashing), nothing is created, and only the mailbox hears why no code came.
      await hashSecret(body.password);
      await sendSignUpRefusedMail(deps, body.email.toLowerCase(), mailLanguage(c.req.header('accept-language')));
      return c.json({ success: true, message: 'User registered successfully. Please verify your email.' }, 201);
    }
    const passwordHash = await hashSecret(body.password);
    const values = { name: body.name, phone: body.phone, passwordHash };
    const userId = existing
      ? (await db.update(users).set(values).where(eq(users.id, existing.id)), existing.id)
      : (
          await db
            .insert(users)
            .values({ ...values, email: body.email.toLowerCase() })
            .returning({ id: users.id })
        )[0]!.id;
    const code = await issueCode(db, userId, 'verify');
    await sendCodeMail(deps, body.email.toLowerCase(), 'verify', code, mailLanguage(c.req.header('accept-language')));
    return c.json({ success: true, message: 'User registered successfully. Please verify your email.' }, 201);
  });

  app.post('/user/verify', async (c) => {
    const body = await readBody(c, verifyBody);
    await limitAccount(deps, 'verify', body.email);
    const user = await findUserByEmail(db, body.email);
    // An e-mail without an account reads like a wrong code: a sign-up refused for its phone creates none, and a
    // 'User not found' here would give the number away.
    if (!user) throw refuse('verification_code_invalid', 'Verification code is invalid');
    if (user.isVerified) return c.json({ success: true, message: 'User is already verified' }, 200);
    const result = await checkCode(db, user.id, 'verify', body.code);
    if (!result.ok) {
      throw result.reason === 'expired'
        ? refuse('verification_code_expired', 'Verification code is expired')
        : refuse('verification_code_invalid', 'Verification code is invalid');
    }
    await db.transaction(async (tx) => {
      await tx.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, result.id));
      await tx.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
    });
    // The code proves the e-mail, and the password was chosen at sign-up moments ago: the shopper is signed in rather
    // than asked to type it again. Only this first verification answers a session; 'already verified' never does.
    return c.json({ success: true, message: 'User verified successfully', ...session(user) }, 201);
  });

  app.post('/user/signin', async (c) => {
    const body = await readBody(c, signInBody);
    const user = await findUserByLogin(db, body.email);
    await limitAccount(deps, 'signIn', user?.id ?? body.email);
    if (!user || !user.isVerified) throw refuse('user_not_found', 'User not found or not verified');
    if (!(await verifySecret(body.password, user.passwordHash))) throw refuse('invalid_password', 'Invalid Password');
    return c.json({ ...session(user), msg: 'User Authenticated' });
  });

  return app;
}
