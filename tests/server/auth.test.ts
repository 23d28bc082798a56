import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, signInDemo } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const latestCode = async (email: string) => {
  const { body } = await call(server, `/dev/outbox?email=${encodeURIComponent(email)}`);
  return body[0].code as string;
};
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

const newUser = (n: number) => ({
  name: 'Bilal Ahmed',
  phone: `33312345${String(n).padStart(2, '0')}`,
  email: `bilal${n}@example.pk`,
  password: 'Karachi@2025',
});

describe('sign-up and verification', () => {
  it('signs up, mails a 6-digit code, verifies once, then signs in with a token', async () => {
    const user = newUser(1);
    const signUp = await call(server, '/user/signup', { body: user });
    expect(signUp).toEqual({
      status: 201,
      body: { success: true, message: 'User registered successfully. Please verify your email.' },
    });
    expect(JSON.stringify(signUp.body)).not.toMatch(/hash|code/i);
    const outbox = await call(server, `/dev/outbox?email=${user.email}`);
    expect(outbox.body[0]).toMatchObject({ to: user.email, code: expect.stringMatching(/^\d{6}$/) });
    const code = outbox.body[0].code;

    expect((await call(server, '/user/signin', { body: { email: user.email, password: user.password } })).status).toBe(
      404,
    );
    expect(await call(server, '/user/verify', { body: { email: user.email, code: wrong(code) } })).toEqual({
      status: 400,
      body: { message: 'Verification code is invalid', code: 'verification_code_invalid' },
    });
    // The first verification signs the shopper in: the stored user's four fields and a token that works at once.
    const verified = await call(server, '/user/verify', { body: { email: user.email, code } });
    expect(verified).toEqual({
      status: 201,
      body: {
        success: true,
        message: 'User verified successfully',
        user: { userId: expect.any(String), name: user.name, email: user.email, phone: user.phone },
        token: expect.any(String),
      },
    });
    expect(JSON.stringify(verified.body)).not.toMatch(/hash|code/i);
    const { userId } = verified.body.user;
    expect((await call(server, `/wishlist/${userId}`, { token: verified.body.token })).status).toBe(200);
    // A verification again is no way into the account: no session.
    expect(await call(server, '/user/verify', { body: { email: user.email, code } })).toEqual({
      status: 200,
      body: { success: true, message: 'User is already verified' },
    });

    const signIn = await call(server, '/user/signin', { body: { email: user.email, password: user.password } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toEqual({
      userId: expect.any(String),
      name: user.name,
      email: user.email,
      phone: user.phone,
    });
    expect(signIn.body.token).toEqual(expect.any(String));
    const byPhone = await call(server, '/user/signin', { body: { email: `0${user.phone}`, password: user.password } });
    expect(byPhone.status).toBe(200);
  });

  it.each(['03331234590', '+923331234591', '+92 333 1234592', '0333-1234593'])(
    'stores the phone typed as %s as ten digits, and signs in with it however typed',
    async (typed) => {
      const email = `typed.${typed.replace(/\D/g, '')}@example.pk`;
      const stored = typed.replace(/\D/g, '').slice(-10);
      expect((await call(server, '/user/signup', { body: { ...newUser(0), email, phone: typed } })).status).toBe(201);
      const verified = await call(server, '/user/verify', { body: { email, code: await latestCode(email) } });
      expect(verified.status).toBe(201);
      const signIn = await call(server, '/user/signin', { body: { email: typed, password: newUser(0).password } });
      expect(signIn.status).toBe(200);
      expect(signIn.body.user.phone).toBe(stored);
    },
  );

  it('refuses duplicates and invalid input with the spec messages', async () => {
    const user = newUser(2);
    await call(server, '/user/signup', { body: user });
    await call(server, '/user/verify', { body: { email: user.email, code: await latestCode(user.email) } });
    expect((await call(server, '/user/signup', { body: user })).body).toEqual({
      message: 'User already exists!',
      code: 'user_exists',
    });
    // Another e-mail with this phone: answered like a sign-up, so that nobody learns the number has an account
    // (tests/security/codes-and-enumeration.test.ts); no account is created.
    const samePhone = await call(server, '/user/signup', { body: { ...user, email: 'other2@example.pk' } });
    expect(samePhone.status).toBe(201);
    expect(JSON.stringify(samePhone.body)).not.toMatch(/already|phone/i);
    const weak = await call(server, '/user/signup', { body: { ...newUser(3), password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/password/i);
    const badPhone = await call(server, '/user/signup', { body: { ...newUser(4), phone: '12' } });
    expect(badPhone.status).toBe(400);
    const badEmail = await call(server, '/user/signup', { body: { ...newUser(5), email: 'nope' } });
    expect(badEmail.status).toBe(400);
    const broken = await fetch(`${server.url}/api/v1/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(broken.status).toBe(400);
  });

  it('kills a code after 5 wrong tries, and a new sign-up mail replaces the old code', async () => {
    const user = newUser(6);
    await call(server, '/user/signup', { body: user });
    const code = await latestCode(user.email);
    for (let i = 0; i < 5; i++) await call(server, '/user/verify', { body: { email: user.email, code: wrong(code) } });
    expect(await call(server, '/user/verify', { body: { email: user.email, code } })).toEqual({
      status: 400,
      body: { message: 'Verification code is expired', code: 'verification_code_expired' },
    });
    await call(server, '/user/signup', { body: user });
    const fresh = await latestCode(user.email);
    expect((await call(server, '/user/verify', { body: { email: user.email, code: fresh } })).status).toBe(201);
    // An e-mail without an account reads like a wrong code (a sign-up refused for its phone creates none).
    expect(await call(server, '/user/verify', { body: { email: 'nobody@example.pk', code: fresh } })).toEqual({
      status: 400,
      body: { message: 'Verification code is invalid', code: 'verification_code_invalid' },
    });
  });

  it('signs in the demo shopper; wrong password is 401, unknown user 404', async () => {
    const ok = await call(server, '/user/signin', { body: { email: 'demo@sauda.pk', password: 'Sauda@123' } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('demo@sauda.pk');
    expect(await call(server, '/user/signin', { body: { email: 'demo@sauda.pk', password: 'Wrong@1234' } })).toEqual({
      status: 401,
      body: { message: 'Invalid Password', code: 'invalid_password' },
    });
    expect((await call(server, '/user/signin', { body: { email: 'x@y.pk', password: 'a' } })).status).toBe(404);
    expect(await call(server, '/user/signin', { body: { email: 'demo@sauda.pk' } })).toEqual({
      status: 400,
      body: { message: 'Password is required', code: 'validation_failed' },
    });
  });
});

describe('password reset', () => {
  it('forgot → verify → reset with the verified code → sign in with the new password', async () => {
    const email = 'demo@sauda.pk';
    const before = await signInDemo(server);
    const profile = (token: string) => call(server, `/user/${before.userId}`, { token });
    expect((await profile(before.token)).status).toBe(200);
    expect(await call(server, '/user/forgot-password', { body: { email } })).toEqual({
      status: 200,
      body: { success: true, message: 'Reset code sent to email.' },
    });
    const code = await latestCode(email);
    expect(await call(server, '/user/verify-reset-code', { body: { email, code: wrong(code) } })).toEqual({
      status: 400,
      body: { message: 'Invalid reset code.', code: 'reset_code_invalid' },
    });
    const unverified = await call(server, '/user/reset-password', {
      body: { email, resetCode: code, newPassword: 'Lahore@2025' },
    });
    expect(unverified).toEqual({
      status: 400,
      body: { message: 'Invalid or expired reset code', code: 'reset_code_invalid' },
    });
    expect((await call(server, '/user/verify-reset-code', { body: { email, code } })).status).toBe(200);
    const empty = await call(server, '/user/reset-password', {
      body: { email, resetCode: '', newPassword: 'Lahore@2025' },
    });
    expect(empty.status).toBe(400);
    const weak = await call(server, '/user/reset-password', { body: { email, resetCode: code, newPassword: 'weak' } });
    expect(weak.status).toBe(400);
    expect(
      await call(server, '/user/reset-password', { body: { email, resetCode: code, newPassword: 'Lahore@2025' } }),
    ).toEqual({
      status: 200,
      body: { success: true, message: 'Password reset successfully' },
    });
    const again = await call(server, '/user/reset-password', {
      body: { email, resetCode: code, newPassword: 'Multan@2025' },
    });
    expect(again.status).toBe(400);
    const expired = {
      status: 401,
      body: { message: 'Your session has expired. Please sign in again.', code: 'session_expired' },
    };
    expect(await profile(before.token)).toEqual(expired);
    expect(await call(server, `/wishlist/${before.userId}`, { token: before.token })).toEqual(expired);
    expect((await call(server, '/user/signin', { body: { email, password: 'Sauda@123' } })).status).toBe(401);
    const after = await call(server, '/user/signin', { body: { email, password: 'Lahore@2025' } });
    expect(after.status).toBe(200);
    expect(await profile(after.body.token)).toMatchObject({ status: 200, body: { Id: before.userId, Email: email } });
    expect((await call(server, `/wishlist/${before.userId}`, { token: after.body.token })).status).toBe(200);
  });

  it('resend issues a new code and the old one stops working; unknown e-mails get the same answers', async () => {
    const email = 'demo@sauda.pk';
    await call(server, '/user/forgot-password', { body: { email } });
    const first = await latestCode(email);
    expect((await call(server, '/user/resend-reset-code', { body: { email } })).status).toBe(200);
    const second = await latestCode(email);
    if (first !== second) {
      expect((await call(server, '/user/verify-reset-code', { body: { email, code: first } })).body).toEqual({
        message: 'Invalid reset code.',
        code: 'reset_code_invalid',
      });
    }
    expect((await call(server, '/user/verify-reset-code', { body: { email, code: second } })).status).toBe(200);
    expect(await call(server, '/user/forgot-password', { body: { email: 'none@x.pk' } })).toEqual({
      status: 200,
      body: { success: true, message: 'Reset code sent to email.' },
    });
    expect((await call(server, '/user/resend-reset-code', { body: { email: 'none@x.pk' } })).status).toBe(200);
    expect(
      (await call(server, '/user/verify-reset-code', { body: { email: 'none@x.pk', code: '123456' } })).status,
    ).toBe(400);
    expect((await call(server, '/user/forgot-password', { body: {} })).body).toEqual({
      message: 'Email is required',
      code: 'validation_failed',
    });
  });
});

describe('dev outbox', () => {
  it('needs an email and is absent when the dev outbox is off', async () => {
    expect((await call(server, '/dev/outbox')).status).toBe(400);
    const off = await startTestServer({ seed: false, config: { devOutbox: false } });
    try {
      expect((await fetch(`${off.url}/api/v1/dev/outbox?email=a@b.pk`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('mails in the shopper’s language', () => {
  const post = (path: string, body: unknown, language: string) =>
    fetch(`${server.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify(body),
    });
  const latestMail = async (email: string) =>
    (await call(server, `/dev/outbox?email=${encodeURIComponent(email)}`)).body[0] as {
      subject: string;
      text: string;
      code: string;
    };

  it('writes the code mail in Urdu for the Urdu storefront (Accept-Language: ur), in English otherwise', async () => {
    const user = newUser(61);
    expect((await post('/user/signup', user, 'ur')).status).toBe(201);
    const verify = await latestMail(user.email);
    expect(verify.subject).toBe('اپنے سودا اکاؤنٹ کی تصدیق کریں');
    expect(verify.text).toContain(verify.code);
    expect(verify.text).toMatch(/10 منٹ/);

    await call(server, '/user/verify', { body: { email: user.email, code: verify.code } });
    expect((await post('/user/forgot-password', { email: user.email }, 'ur-PK,en;q=0.8')).status).toBe(200);
    expect((await latestMail(user.email)).subject).toBe('اپنا سودا پاس ورڈ ری سیٹ کریں');
    expect((await post('/user/forgot-password', { email: user.email }, 'en-GB,ur;q=0.5')).status).toBe(200);
    const english = await latestMail(user.email);
    expect(english.subject).toBe('Reset your Sauda password');
    expect(english.text).toBe(
      `Your Sauda password reset code is ${english.code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
    );
  });
});
