// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPaint } from './next-paint';

afterEach(() => vi.unstubAllGlobals());

describe('nextPaint', () => {
  it('resolves in the frame after the one that paints what is rendered now, not before', async () => {
    let queued: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queued.push(callback));
    const frame = async () => {
      const running = queued;
      queued = [];
      running.forEach((callback) => callback(0));
      await Promise.resolve();
    };
    let painted = false;
    void nextPaint().then(() => (painted = true));
    await frame();
    expect(painted).toBe(false);
    await frame();
    expect(painted).toBe(true);
  });
});
