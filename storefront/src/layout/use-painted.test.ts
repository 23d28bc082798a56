// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from './use-painted';

afterEach(() => vi.unstubAllGlobals());

/** The browser's frames, run one at a time: each call runs the callbacks asked for before it. */
function stubFrames() {
  let queued: [number, FrameRequestCallback][] = [];
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queued.push([++next, callback]);
    return next;
  });
  const cancel = vi.fn((id: number) => (queued = queued.filter(([queuedId]) => queuedId !== id)));
  vi.stubGlobal('cancelAnimationFrame', cancel);
  const frame = () =>
    act(() => {
      const running = queued;
      queued = [];
      running.forEach(([, callback]) => callback(0));
    });
  return { frame, cancel };
}

describe('usePainted', () => {
  it('is false through the frame that paints the first render, true from the next', () => {
    const { frame } = stubFrames();
    const { result } = renderHook(() => usePainted());
    expect(result.current).toBe(false);
    frame();
    expect(result.current).toBe(false);
    frame();
    expect(result.current).toBe(true);
  });

  it('stops waiting when the component goes away first', () => {
    const { frame, cancel } = stubFrames();
    const { result, unmount } = renderHook(() => usePainted());
    frame();
    unmount();
    expect(cancel).toHaveBeenCalled();
    frame();
    expect(result.current).toBe(false);
  });
});
