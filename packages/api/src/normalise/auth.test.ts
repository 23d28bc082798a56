import { describe, expect, it } from 'vitest';
import { verifyAnswerSchema } from '../wire/auth';
import { toVerifyResult } from './auth';

const read = (answer: unknown) => toVerifyResult(verifyAnswerSchema.parse(answer), 'User verified successfully');

describe('the answer of a verification', () => {
  it("carries the reference server's session: the stored user's four fields and the token", () => {
    const answer = {
      success: true,
      message: 'User verified successfully',
      user: {
        userId: 'A1B2C3D4-0000-4000-8000-000000000001',
        name: 'Bilal Ahmed',
        email: 'b@x.pk',
        phone: '3451299001',
      },
      token: 'header.payload.signature',
    };
    expect(read(answer)).toEqual({
      message: 'User verified successfully',
      session: {
        user: {
          userId: 'a1b2c3d4-0000-4000-8000-000000000001',
          name: 'Bilal Ahmed',
          email: 'b@x.pk',
          phone: '3451299001',
        },
        token: 'header.payload.signature',
      },
    });
  });

  it("has no session for the legacy backend's message alone, nor for a user without a token", () => {
    expect(read({ success: true, message: 'User verified successfully' })).toEqual({
      message: 'User verified successfully',
    });
    const userOnly = { user: { userId: 'u-1', name: 'B', email: 'b@x.pk', phone: null } };
    expect(read(userOnly)).toEqual({ message: 'User verified successfully' });
    // A row it cannot read, or an empty token: the code was still accepted.
    expect(read({ message: 'User verified successfully', token: 't', user: { Password: 'hash' } })).toEqual({
      message: 'User verified successfully',
    });
    expect(read({ ...userOnly, token: '' })).toEqual({ message: 'User verified successfully' });
  });
});
