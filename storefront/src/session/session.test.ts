// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredToken, signIn, signOut, useStoredUser } from './session';

const ayesha = { userId: 'user-1', name: 'Ayesha Siddiqui', email: 'ayesha@example.pk', phone: '3001234567' };

describe('the signed-in shopper in browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the user as JSON and the token as a plain string, and forgets both on sign-out', () => {
    const { result } = renderHook(() => useStoredUser());
    expect(result.current).toBeNull();
    act(() => signIn(ayesha, 'header.payload.signature'));
    expect(result.current).toEqual(ayesha);
    expect(localStorage.getItem('token')).toBe('header.payload.signature');
    expect(readStoredToken()).toBe('header.payload.signature');
    act(() => signOut());
    expect(result.current).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(readStoredToken()).toBeNull();
  });

  it('treats a corrupt or incomplete stored user as no user', () => {
    localStorage.setItem('user', '{"name":"no id"');
    expect(renderHook(() => useStoredUser()).result.current).toBeNull();
    localStorage.setItem('user', JSON.stringify({ name: 'Ayesha' }));
    expect(renderHook(() => useStoredUser()).result.current).toBeNull();
  });
});
