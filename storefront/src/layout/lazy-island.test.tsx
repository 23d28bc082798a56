// @vitest-environment jsdom
import { act, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyIsland } from './lazy-island';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A part with a control of its own: a count the shopper can raise, so a test can tell whether React has it. */
function Likes() {
  const [likes, setLikes] = useState(0);
  return (
    <footer>
      <a href="/about-us">About Company</a>
      <button type="button" onClick={() => setLikes(likes + 1)}>
        Liked {likes} times
      </button>
    </footer>
  );
}

/** A stand-in for the browser's IntersectionObserver: a test says when the observed element comes near. */
class NearObserver {
  static all: NearObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    NearObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  comeNear() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** A loader whose calls the test counts and settles by hand. */
function loader() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Likes }>((resolve, reject) => {
        calls.push({ resolve: () => resolve({ default: Likes }), reject: () => reject(new Error('offline')) });
      }),
  );
  return { load, calls };
}

let root: Root | undefined;
const container = () => document.getElementById('root')!;
const button = () => container().querySelector('footer button') as HTMLButtonElement;

/** The island's HTML as the server renders it (`entry-server.tsx` prerenders, waiting for the part's code). */
async function renderOnServer(page: (Island: ComponentType) => ReactNode = (Island) => <Island />) {
  vi.stubEnv('SSR', true);
  const OnServer = lazyIsland(() => Promise.resolve({ default: Likes }));
  vi.unstubAllEnvs();
  const { prelude } = await prerender(page(OnServer));
  document.body.innerHTML = `<div id="root">${await new Response(prelude).text()}</div>`;
}

/** As `boot.tsx` does: React takes the server's HTML over. */
async function takeOver(Island: ComponentType, page: (Island: ComponentType) => ReactNode = (Part) => <Part />) {
  await act(async () => {
    root = hydrateRoot(container(), page(Island));
  });
}

/** Lets the part's code arrive and React take the part over. */
async function settle(step: () => void) {
  await act(async () => {
    step();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  NearObserver.all = [];
  vi.stubGlobal('IntersectionObserver', NearObserver);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

describe('lazyIsland', () => {
  it('is rendered whole on the server', async () => {
    await renderOnServer();
    expect(container().querySelector('a')?.getAttribute('href')).toBe('/about-us');
    expect(button().textContent).toBe('Liked 0 times');
  });

  it("keeps the server's HTML without loading its code until the part comes near the viewport", async () => {
    await renderOnServer();
    const sent = button();
    const { load, calls } = loader();
    const Island = lazyIsland(load);
    await takeOver(Island);
    expect(load).not.toHaveBeenCalled();
    expect(NearObserver.all[0]?.observed).toEqual([container().querySelector('footer')]);
    expect(NearObserver.all[0]?.options?.rootMargin).toBe('400px');
    // Before the take-over the button is the server's: a tap does nothing.
    await act(async () => sent.click());
    expect(button().textContent).toBe('Liked 0 times');

    await act(async () => NearObserver.all[0]!.comeNear());
    expect(load).toHaveBeenCalledTimes(1);
    await settle(() => calls[0]!.resolve());
    expect(button()).toBe(sent);
    await act(async () => button().click());
    expect(button().textContent).toBe('Liked 1 times');
    expect(NearObserver.all[0]!.disconnected).toBe(true);
  });

  it("keeps the server's HTML, inside a boundary of its own, while the page around it renders again", async () => {
    function Page({ Island }: { Island: ComponentType }) {
      const [visits, setVisits] = useState(0);
      return (
        <main>
          <button type="button" onClick={() => setVisits(visits + 1)}>
            {visits} visits
          </button>
          {/* Like a page inside the routes' boundary, which React takes over after the rest. */}
          <Suspense fallback={<p>Loading the page</p>}>
            <Island />
          </Suspense>
        </main>
      );
    }
    const page = (Island: ComponentType) => <Page Island={Island} />;
    await renderOnServer(page);
    const sent = container().querySelector('footer');
    const { load } = loader();
    await takeOver(lazyIsland(load), page);
    const visits = container().querySelector('main > button') as HTMLButtonElement;
    await act(async () => visits.click());
    await act(async () => visits.click());
    expect(visits.textContent).toBe('2 visits');
    expect(container().querySelector('footer')).toBe(sent);
    expect(button().textContent).toBe('Liked 0 times');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads its code at once when the shopper points at or focuses the part', async () => {
    for (const type of ['pointerover', 'pointerdown', 'focusin']) {
      await renderOnServer();
      const { load, calls } = loader();
      const Island = lazyIsland(load);
      await takeOver(Island);
      expect(load).not.toHaveBeenCalled();
      await act(async () => button().dispatchEvent(new Event(type, { bubbles: true })));
      expect(load, type).toHaveBeenCalledTimes(1);
      await settle(() => calls[0]!.resolve());
      await act(async () => button().click());
      expect(button().textContent, type).toBe('Liked 1 times');
      act(() => root?.unmount());
      root = undefined;
    }
  });

  it('loads its code at once and shows its fallback when rendered in the browser alone', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { load, calls } = loader();
    const Island = lazyIsland(load, <p>Loading the footer</p>);
    await act(async () => {
      root = createRoot(container());
      root.render(<Island />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container().textContent).toBe('Loading the footer');
    await settle(() => calls[0]!.resolve());
    expect(button().textContent).toBe('Liked 0 times');
    expect(NearObserver.all).toEqual([]);
  });

  it("keeps the server's HTML when its code fails to load, and asks again at the next approach", async () => {
    await renderOnServer();
    const { load, calls } = loader();
    const Island = lazyIsland(load);
    await takeOver(Island);
    await act(async () => NearObserver.all[0]!.comeNear());
    await settle(() => calls[0]!.reject());
    expect(button().textContent).toBe('Liked 0 times');
    expect(container().querySelector('a')?.getAttribute('href')).toBe('/about-us');
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => button().dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(2);
    await settle(() => calls[1]!.resolve());
    await act(async () => button().click());
    expect(button().textContent).toBe('Liked 1 times');
  });

  it('takes over at once when its code arrived before (a second visit to the page)', async () => {
    const { load, calls } = loader();
    const Island = lazyIsland(load);
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      root = createRoot(container());
      root.render(<Island />);
    });
    await settle(() => calls[0]!.resolve());
    act(() => root?.unmount());

    await renderOnServer();
    await takeOver(Island);
    await act(async () => button().click());
    expect(button().textContent).toBe('Liked 1 times');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
