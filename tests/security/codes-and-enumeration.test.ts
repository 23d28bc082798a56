import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call } from '../server/helpers';
import { sendJson } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DEMO = 'demo@sauda.pk';
const mails = async (email: string) =>
  (await call(server, `/dev/outbox?email=${encodeURIComponent(email)}`)).body as { subject: string; code: string }[];
const latestCode = async (email: string) => (await mails(email))[0]!.code;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** Signs an account up without verifying it. */
async function unverified(n: number) {
  const user = {
    name: 'Not Verified',
    phone: `311000${String(n).padStart(3, '0')}0`,
    email: `unverified${n}@example.pk`,
    password: 'Karachi@2025',
  };
  expect((await call(server, '/user/signup', { body: user })).status).toBe(201);
  return user;
}

/** Everything a client can see of an answer except the date and the request's own id (new for every request). */
const visible = async (path: string, email: string) => {
  const answer = await sendJson(server, path, { email });
  const headers = [...answer.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id');
  return { status: answer.status, text: answer.text, headers };
};

describe('no account enumeration', () => {
  it.each(['/user/forgot-password', '/user/resend-reset-code'])(
    '%s answers byte for byte the same for verified, unverified and unknown e-mails',
    async (path) => {
      const pending = await unverified(path.length);
      const [known, notVerified, unknown] = [
        await visible(path, DEMO),
        await visible(path, pending.email),
        await visible(path, `nobody.${path.length}@example.pk`),
      ];
      expect(known.status).toBe(200);
      expect(notVerified).toEqual(known);
      expect(unknown).toEqual(known);
      expect(await mails(`nobody.${path.length}@example.pk`)).toEqual([]);
    },
  );

  it('verify-reset-code and reset-password answer an unknown e-mail like an account without a live code', async () => {
    const pending = await unverified(7);
    for (const [path, body] of [
      ['/user/verify-reset-code', { code: '123456' }],
      ['/user/reset-password', { resetCode: '123456', newPassword: 'Lahore@2025' }],
    ] as const) {
      const known = await sendJson(server, path, { email: pending.email, ...body });
      const unknown = await sendJson(server, path, { email: 'ghost@example.pk', ...body });
      expect(known.status).toBe(400);
      expect({ status: unknown.status, text: unknown.text }).toEqual({ status: known.status, text: known.text });
    }
  });

  it('mails only real accounts: a reset code to a verified one, the sign-up code to an unverified one', async () => {
    await call(server, '/user/forgot-password', { body: { email: DEMO } });
    expect((await mails(DEMO))[0]!.subject).toBe('Reset your Sauda password');
    const pending = await unverified(8);
    await call(server, '/user/forgot-password', { body: { email: pending.email } });
    expect(await mails(pending.email)).toHaveLength(1);
    expect((await call(server, '/user/resend-reset-code', { body: { email: pending.email } })).status).toBe(200);
    const [resent, first] = await mails(pending.email);
    expect(resent!.subject).toBe('Verify your Sauda account');
    expect((await call(server, '/user/verify', { body: { email: pending.email, code: first!.code } })).status).toBe(
      400,
    );
    // The verified sign-up is signed in at once (issue 29): its session comes with the answer.
    expect(await call(server, '/user/verify', { body: { email: pending.email, code: resent!.code } })).toEqual({
      status: 201,
      body: {
        success: true,
        message: 'User verified successfully',
        token: expect.any(String),
        user: expect.objectContaining({ email: pending.email }),
      },
    });
    const signIn = await call(server, '/user/signin', { body: { email: pending.email, password: pending.password } });
    expect(signIn.status).toBe(200);
  });
});

describe('no phone enumeration at sign-up', () => {
  /** A sign-up as a prober would send it: a fresh e-mail each time, and the phone to ask about. */
  const probe = (n: number, phone: string) => ({
    name: 'Phone Prober',
    phone,
    email: `prober${n}@example.pk`,
    password: 'Karachi@2025',
  });
  const answerTo = async (path: string, body: object) => {
    const answer = await sendJson(server, path, body);
    const headers = [...answer.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id');
    return { status: answer.status, text: answer.text, headers };
  };

  it.each(['3001234567', '0300-1234567', '+92 300 1234567'])(
    "answers a sign-up with the demo shopper's phone typed as %s byte for byte like one with a free phone",
    async (taken) => {
      const n = taken.length;
      const registered = await answerTo('/user/signup', probe(n, taken));
      const free = await answerTo('/user/signup', probe(n + 100, `33300000${String(n).padStart(2, '0')}`));
      expect(free.status).toBe(201);
      expect(registered).toEqual(free);
      expect(registered.text).not.toMatch(/already|phone/i);
      // Verifying the probe's e-mail answers as for the free one (no 'User not found' giving the number away).
      const wrongCode = { code: '000000' };
      const [verifyTaken, verifyFree] = [
        await answerTo('/user/verify', { email: probe(n, taken).email, ...wrongCode }),
        await answerTo('/user/verify', { email: probe(n + 100, '').email, ...wrongCode }),
      ];
      expect(verifyTaken.status).toBe(400);
      expect(verifyTaken).toEqual(verifyFree);
    },
  );

  it('creates nothing for a taken phone and tells only the mailbox, without a code', async () => {
    const prober = probe(50, '03001234567');
    expect((await call(server, '/user/signup', { body: prober })).status).toBe(201);
    const [mail, ...others] = await mails(prober.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Your Sauda sign-up', code: null });
    expect(
      (await call(server, '/user/signin', { body: { email: prober.email, password: prober.password } })).status,
    ).not.toBe(200);
    const demo = await call(server, '/user/signin', { body: { email: '0300 1234567', password: 'Sauda@123' } });
    expect(demo.body.user).toMatchObject({ email: DEMO, phone: '3001234567' });
  });
});

describe('one-time codes', () => {
  it('kills a reset code after 5 wrong tries on verify-reset-code', async () => {
    await call(server, '/user/forgot-password', { body: { email: DEMO } });
    const code = await latestCode(DEMO);
    for (let n = 0; n < 5; n++) {
      expect(await call(server, '/user/verify-reset-code', { body: { email: DEMO, code: wrong(code) } })).toEqual({
        status: 400,
        body: { message: 'Invalid reset code.', code: 'reset_code_invalid' },
      });
    }
    expect(await call(server, '/user/verify-reset-code', { body: { email: DEMO, code } })).toEqual({
      status: 400,
      body: { message: 'Reset code is expired. Please request a new one.', code: 'reset_code_expired' },
    });
  });

  it('counts wrong codes sent to reset-password too, so a verified code cannot be guessed there', async () => {
    await call(server, '/user/forgot-password', { body: { email: DEMO } });
    const code = await latestCode(DEMO);
    expect((await call(server, '/user/verify-reset-code', { body: { email: DEMO, code } })).status).toBe(200);
    for (let n = 0; n < 5; n++) {
      const guess = await call(server, '/user/reset-password', {
        body: { email: DEMO, resetCode: wrong(code), newPassword: 'Guessed@2025' },
      });
      expect(guess).toEqual({
        status: 400,
        body: { message: 'Invalid or expired reset code', code: 'reset_code_invalid' },
      });
    }
    const late = await call(server, '/user/reset-password', {
      body: { email: DEMO, resetCode: code, newPassword: 'Lahore@2025' },
    });
    expect(late.status).toBe(400);
    expect((await call(server, '/user/signin', { body: { email: DEMO, password: 'Sauda@123' } })).status).toBe(200);
  });

  it('gives 20 concurrent wrong guesses only 5 tries: the right code is dead afterwards', async () => {
    await call(server, '/user/forgot-password', { body: { email: DEMO } });
    const code = await latestCode(DEMO);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(server, '/user/verify-reset-code', { body: { email: DEMO, code: wrong(code) } }),
      ),
    );
    expect(answers.filter((a) => a.body.message === 'Invalid reset code.')).toHaveLength(5);
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect((await call(server, '/user/verify-reset-code', { body: { email: DEMO, code } })).status).toBe(400);
  });

  it('lets a reset code change the password once, even when two resets race', async () => {
    await call(server, '/user/forgot-password', { body: { email: DEMO } });
    const code = await latestCode(DEMO);
    expect((await call(server, '/user/verify-reset-code', { body: { email: DEMO, code } })).status).toBe(200);
    const [first, second] = await Promise.all(
      ['First@2025x', 'Second@2025x'].map((newPassword) =>
        call(server, '/user/reset-password', { body: { email: DEMO, resetCode: code, newPassword } }),
      ),
    );
    expect([first!.status, second!.status].sort()).toEqual([200, 400]);
    const winner = first!.status === 200 ? 'First@2025x' : 'Second@2025x';
    const again = await call(server, '/user/reset-password', {
      body: { email: DEMO, resetCode: code, newPassword: 'Third@2025x' },
    });
    expect(again).toEqual({
      status: 400,
      body: { message: 'Invalid or expired reset code', code: 'reset_code_invalid' },
    });
    expect((await call(server, '/user/verify-reset-code', { body: { email: DEMO, code } })).status).toBe(400);
    expect((await call(server, '/user/signin', { body: { email: DEMO, password: winner } })).status).toBe(200);
    expect((await call(server, '/user/signin', { body: { email: DEMO, password: 'Third@2025x' } })).status).toBe(401);
  });
});
