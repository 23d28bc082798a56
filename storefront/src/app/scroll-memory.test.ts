// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// wouter's browser location announces pushState and replaceState as events, which the scroll memory listens to.
import { navigate } from 'wouter/use-browser-location';
import { installScrollMemory } from './scroll-memory';

let y = 0;
const scrolled = vi.fn((_x: number, to: number) => void (y = to));
let uninstall = () => {};

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/products/under-1500');
  y = 0;
  scrolled.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrolled as unknown as typeof window.scrollTo);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((step) => {
    queueMicrotask(() => step(performance.now()));
    return 1;
  });
  // Tall enough for any position.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
  uninstall = installScrollMemory();
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scroll memory', () => {
  it('opens a new page at the top and brings back the old position on back', async () => {
    y = 1800;
    navigate('/product/Lawn-Kurta/1');
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
    y = 0;
    history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await settle();
    expect(scrolled).toHaveBeenLastCalledWith(0, 1800);
    expect(location.pathname).toBe('/products/under-1500');
  });

  it("keeps what a page put into the history state (checkout's fromCart)", () => {
    navigate('/checkout', { state: { fromCart: true } });
    expect(history.state).toMatchObject({ fromCart: true, saudaEntry: expect.any(String) });
  });

  it('keeps the position when a page only changes its own address (a filter), not on a redirect elsewhere', () => {
    y = 900;
    navigate('/products/under-1500?color=Red', { replace: true });
    expect(scrolled).not.toHaveBeenCalled();
    navigate('/user/login', { replace: true });
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps positions in session storage, so a reload of the entry finds its own', async () => {
    const entry = (history.state as { saudaEntry: string }).saudaEntry;
    y = 1200;
    window.dispatchEvent(new Event('pagehide'));
    uninstall();
    y = 0;
    uninstall = installScrollMemory();
    expect((history.state as { saudaEntry: string }).saudaEntry).toBe(entry);
    await settle();
    expect(scrolled).toHaveBeenLastCalledWith(0, 1200);
  });
});
