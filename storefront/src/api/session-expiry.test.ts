// @vitest-environment jsdom
import { ApiError } from '@sauda/api';
import { toast } from '@sauda/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, useStoredUser } from '../session/session';
import { act, renderHook } from '@testing-library/react';
import { handleSessionExpiry } from './session-expiry';

const ayesha = { userId: 'user-1', name: 'Ayesha Siddiqui', email: 'ayesha@example.pk', phone: '3001234567' };
const refused = new ApiError(401, 'Unauthorized', { serverMessage: 'Invalid or expired token' });

describe('a session the server no longer accepts', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/product/Lawn-Kurta/8e9a3eb0-4897-47bf-b264-000000000001');
  });
  afterEach(() => vi.restoreAllMocks());

  it('is forgotten where the shopper is, with one toast saying so', () => {
    const said = vi.spyOn(toast, 'error');
    signIn(ayesha, 'stale.token.value');
    const { result } = renderHook(() => useStoredUser());
    act(() => expect(handleSessionExpiry(refused)).toBe(true));
    expect(result.current).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/product/Lawn-Kurta/8e9a3eb0-4897-47bf-b264-000000000001');
    expect(said).toHaveBeenCalledWith('Your session has ended. Please log in again.', { id: 'session-ended' });
    // The next refusal of the same moment finds no session left: nothing more to do or say.
    expect(handleSessionExpiry(refused)).toBe(false);
    expect(said).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures, and a 401 without a session (a wrong password), to the caller', () => {
    const said = vi.spyOn(toast, 'error');
    expect(handleSessionExpiry(refused)).toBe(false);
    signIn(ayesha, 'good.token');
    expect(handleSessionExpiry(new ApiError(500, 'Server error'))).toBe(false);
    expect(handleSessionExpiry(new Error('boom'))).toBe(false);
    expect(localStorage.getItem('token')).toBe('good.token');
    expect(said).not.toHaveBeenCalled();
  });
});
