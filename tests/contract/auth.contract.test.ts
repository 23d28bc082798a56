import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

describe('auth.signIn', () => {
  it('keeps only id, name, e-mail and phone of the legacy user row', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: {
          user: {
            Id: ids.user,
            Name: 'Ayesha',
            Phone: '3001234567',
            Email: 'a@b.pk',
            Password: '$2b$hash',
            VerifyCode: '123456',
          },
          token: 'jwt',
          shop: null,
          msg: 'User Authenticated',
        },
      },
      { body: { user: { userId: lower.user, name: 'Ayesha', email: 'a@b.pk', phone: '3001234567' }, token: 'jwt' } },
      (api) => api.auth.signIn({ email: 'a@b.pk', password: 'secret' }),
    );
    expect(legacy).toEqual({
      user: { userId: lower.user, name: 'Ayesha', email: 'a@b.pk', phone: '3001234567' },
      token: 'jwt',
    });
    expect(reference).toEqual(legacy);
  });

  it('posts email and password; shows the legacy `msg`', async () => {
    const backend = fakeBackend({ status: 400, body: { error: true, msg: 'Invalid Password' } });
    await expect(backend.api.auth.signIn({ email: 'a@b.pk', password: 'x' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid Password',
    });
    expect(pathOf(backend.request.url)).toBe('/api/v1/user/signin');
    expect(backend.request.body).toEqual({ email: 'a@b.pk', password: 'x' });
  });

  it('rejects an answer without a token', async () => {
    const backend = fakeBackend({ body: { user: { userId: 'u', name: 'A', email: 'e', phone: '1' } } });
    await expect(backend.api.auth.signIn({ email: 'a', password: 'b' })).rejects.toMatchObject({
      kind: 'malformed-answer',
      message: expect.stringContaining('token'),
    });
  });
});

describe('auth sign-up, verification and password reset', () => {
  it.each([
    [
      'signUp',
      '/api/v1/user/signup',
      { name: 'A', phone: '3001234567', email: 'a@b.pk', password: 'Secret1!' },
      'User registered successfully. Please verify your email.',
    ],
    ['verify', '/api/v1/user/verify', { email: 'a@b.pk', code: '123456' }, 'User verified successfully'],
    ['forgotPassword', '/api/v1/user/forgot-password', { email: 'a@b.pk' }, 'Reset code sent to email.'],
    [
      'verifyResetCode',
      '/api/v1/user/verify-reset-code',
      { email: 'a@b.pk', code: '012345' },
      'Reset code is valid. You can now reset your password.',
    ],
    [
      'resendResetCode',
      '/api/v1/user/resend-reset-code',
      { email: 'a@b.pk' },
      'A new reset code has been sent to your email.',
    ],
    [
      'resetPassword',
      '/api/v1/user/reset-password',
      { email: 'a@b.pk', resetCode: '012345', newPassword: 'Secret1!' },
      'Password reset successfully',
    ],
  ] as const)('%s posts to %s and resolves with the message', async (name, path, body, message) => {
    const backend = fakeBackend({
      status: name === 'signUp' || name === 'verify' ? 201 : 200,
      body: { success: true, message, token: 't', user: { Password: 'hash' } },
    });
    const call = backend.api.auth[name] as (input: typeof body) => Promise<{ message: string }>;
    await expect(call(body)).resolves.toEqual({ message });
    expect(backend.request.method).toBe('POST');
    expect(pathOf(backend.request.url)).toBe(path);
    expect(backend.request.body).toEqual(body);
  });

  it('reads the legacy `{ error: true, msg }` and `success: false` bodies', async () => {
    const exists = fakeBackend({ status: 400, body: { error: true, msg: 'User already exists!' } });
    await expect(
      exists.api.auth.signUp({ name: 'A', phone: '1', email: 'a@b.pk', password: 'p' }),
    ).rejects.toMatchObject({ message: 'User already exists!' });
    const invalid = fakeBackend({ status: 400, body: { success: false, message: 'Invalid reset code.' } });
    await expect(invalid.api.auth.verifyResetCode({ email: 'a@b.pk', code: '1' })).rejects.toMatchObject({
      message: 'Invalid reset code.',
    });
  });

  it('uses the spec fallbacks', async () => {
    const silent = () => fakeBackend({ status: 500, text: '' }).api.auth;
    await expect(silent().forgotPassword({ email: 'a@b.pk' })).rejects.toMatchObject({
      message: 'Something went wrong',
    });
    await expect(silent().resendResetCode({ email: 'a@b.pk' })).rejects.toMatchObject({
      message: 'Failed to resend email. Please try again.',
    });
    await expect(silent().verifyResetCode({ email: 'a@b.pk', code: '1' })).rejects.toMatchObject({
      message: 'Verification failed. Please try again.',
    });
    await expect(silent().resetPassword({ email: 'a@b.pk', resetCode: '1', newPassword: 'p' })).rejects.toMatchObject({
      message: 'Reset failed',
    });
  });

  it("does not send without an e-mail ('Email is required')", async () => {
    const backend = fakeBackend();
    await expect(backend.api.auth.forgotPassword({ email: '' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: expect.stringContaining('Email is required'),
    });
    expect(backend.requests).toHaveLength(0);
  });

  it('accepts a caller fallback and an abort signal', async () => {
    const silent = fakeBackend({ status: 500, text: '' });
    await expect(silent.api.auth.forgotPassword({ email: 'a@b.pk' }, { fallback: 'Mine' })).rejects.toMatchObject({
      message: 'Mine',
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      fakeBackend().api.auth.forgotPassword({ email: 'a@b.pk' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });
});
