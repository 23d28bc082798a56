import { REFUSALS, refusalCodesOf } from '@sauda/api';
import { describe, expect, it } from 'vitest';
import { fakeBackend } from './support/fake-backend';

/**
 * Why a call was refused, as a program reads it: `ApiError.code` (and `params`), the same code from the reference
 * server's answer and from the original backend's sentence for the same reason, so the storefront can say it in the
 * shopper's language whichever backend it talks to.
 */
describe('refusal codes', () => {
  const signUp = { name: 'A', phone: '3001234567', email: 'a@b.pk', password: 'p' };

  it("reads the reference server's code and params", async () => {
    const backend = fakeBackend({
      status: 400,
      body: {
        message: 'Please choose a colour for Kurta.',
        code: 'colour_required',
        params: { product: 'Kurta' },
      },
    });
    await expect(backend.api.auth.signUp(signUp)).rejects.toMatchObject({
      status: 400,
      message: 'Please choose a colour for Kurta.',
      code: 'colour_required',
      params: { product: 'Kurta' },
    });
  });

  it('gives the original backend’s sentences the codes of the same reasons', async () => {
    const cases: [number, object, string, object][] = [
      [400, { error: true, msg: 'User already exists!' }, 'user_exists', {}],
      [400, { error: true, msg: 'Invalid Password' }, 'invalid_password', {}],
      [404, { error: true, msg: 'User not found or not verified' }, 'user_not_found', {}],
      [400, { success: false, message: 'Invalid reset code.' }, 'reset_code_invalid', {}],
      [400, { message: 'Item already in wishlist' }, 'already_in_wishlist', {}],
      [400, { error: 'Invalid product ID format' }, 'invalid_id', {}],
      [
        400,
        { success: false, message: 'Order value must be at least 3000 to use this coupon.' },
        'coupon_minimum_not_met',
        { minimum: 3000 },
      ],
      [404, { success: false, message: 'Invalid, expired, or fully used coupon code.' }, 'coupon_not_found', {}],
      [403, { message: 'Return request denied. The return period has expired.' }, 'return_window_closed', {}],
    ];
    for (const [status, body, code, params] of cases) {
      const backend = fakeBackend({ status, body }, 'legacy');
      await expect(backend.api.auth.signUp(signUp), JSON.stringify(body)).rejects.toMatchObject({ code, params });
    }
  });

  it('leaves a sentence it does not know, and a failure without an answer, without a code', async () => {
    const unknown = fakeBackend({ status: 500, body: { error: true, msg: 'Something went wrong.' } }, 'legacy');
    await expect(unknown.api.auth.signUp(signUp)).rejects.toMatchObject({
      message: 'Something went wrong.',
      code: undefined,
    });
    // Reworded by the client so that it does not tell anyone a number has an account: no code says it either.
    const phone = fakeBackend(
      { status: 400, body: { error: true, msg: 'Phone number already registered!' } },
      'legacy',
    );
    await expect(phone.api.auth.signUp(signUp)).rejects.toMatchObject({ code: undefined });
    const silent = fakeBackend({ status: 502, text: '' });
    await expect(silent.api.auth.signUp(signUp)).rejects.toMatchObject({ code: undefined, params: {} });
  });

  it('keeps a code this client does not list (a newer server may know more reasons)', async () => {
    const backend = fakeBackend({ status: 400, body: { message: 'Nope', code: 'newer_reason' } });
    await expect(backend.api.auth.signUp(signUp)).rejects.toMatchObject({ message: 'Nope', code: 'newer_reason' });
  });

  it('reads sentences only for the original backend: a reference answer without a code has none', async () => {
    const backend = fakeBackend({ status: 404, body: { message: 'User not found' } }, 'reference');
    await expect(backend.api.auth.signUp(signUp)).rejects.toMatchObject({ code: undefined });
  });

  it('lists each code under one 4xx status, its general code first', () => {
    for (const [code, status] of Object.entries(REFUSALS)) {
      expect(refusalCodesOf(status), code).toContain(code);
    }
    expect(refusalCodesOf(404)[0]).toBe('not_found');
    expect(refusalCodesOf(400)).not.toContain('product_not_found');
  });
});
