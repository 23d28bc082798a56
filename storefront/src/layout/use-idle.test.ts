// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useIdle', () => {
  it('is false until the browser is idle, then true; the wait is bounded by the timeout', () => {
    const callbacks: IdleRequestCallback[] = [];
    const request = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useIdle(1_500));
    expect(result.current).toBe(false);
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 1_500 });
    act(() => callbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    expect(result.current).toBe(true);
  });

  it('stops waiting when the component goes away first', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    renderHook(() => useIdle()).unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari), turns true after the current task', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });
});
