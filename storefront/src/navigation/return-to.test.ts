import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnTo } from './return-to';

describe('return-to paths', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnTo('/checkout')).toBe('/checkout');
    expect(safeReturnTo('/store/khaadi/5a1d?tab=profile')).toBe('/store/khaadi/5a1d?tab=profile');
  });

  it('refuses other sites and blanks', () => {
    for (const raw of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null, undefined, 'checkout']) {
      expect(safeReturnTo(raw)).toBe('/');
    }
  });

  it('builds the login link with an encoded return path', () => {
    expect(loginHref('/cart?x=1')).toBe('/user/login?returnTo=%2Fcart%3Fx%3D1');
    expect(loginHref('https://evil.example')).toBe('/user/login?returnTo=%2F');
  });
});
