// @vitest-environment jsdom
import { act, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewObserver } from '../test-support/view-observer';
import { lazyIsland } from './lazy-island';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/**
 * A part with a control and a field of its own: a count the shopper can raise and a note they can write, so a test
 * can tell whether React has it.
 */
function Likes() {
  const [likes, setLikes] = useState(0);
  const [note, setNote] = useState('');
  return (
    <footer>
      <a href="/about-us">About Company</a>
      <button type="button" onClick={() => setLikes(likes + 1)}>
        Liked {likes} times
      </button>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{note}</output>
    </footer>
  );
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
  ViewObserver.all = [];
  vi.stubGlobal('IntersectionObserver', ViewObserver);
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

  it("keeps the server's HTML without loading its code until the part comes into view", async () => {
    await renderOnServer();
    const sent = button();
    const { load, calls } = loader();
    const Island = lazyIsland(load);
    await takeOver(Island);
    expect(load).not.toHaveBeenCalled();
    expect(ViewObserver.all[0]?.observed).toEqual([container().querySelector('footer')]);
    await act(async () => ViewObserver.all[0]!.comeIntoView());
    expect(load).toHaveBeenCalledTimes(1);
    await settle(() => calls[0]!.resolve());
    expect(button()).toBe(sent);
    await act(async () => button().click());
    expect(button().textContent).toBe('Liked 1 times');
    expect(ViewObserver.all[0]!.disconnected).toBe(true);
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

  it('holds a tap on its control until it is taken over, asking for its code at once, then replays it', async () => {
    await renderOnServer();
    const { load, calls } = loader();
    await takeOver(lazyIsland(load, { when: 'reached' }));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => button().dispatchEvent(tap));
    expect(tap.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Liked 0 times');
    await settle(() => calls[0]!.resolve());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(button().textContent).toBe('Liked 1 times');
  });

  it('hands what was typed in its field before it was taken over to React', async () => {
    await renderOnServer();
    const note = () => container().querySelector('input')!;
    // Typed before the page itself was taken over: nothing was listening then.
    note().value = 'Gift wrap, please';
    const { load, calls } = loader();
    await takeOver(lazyIsland(load, { when: 'reached' }));
    expect(load).not.toHaveBeenCalled();
    await act(async () => note().dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await settle(() => calls[0]!.resolve());
    expect(container().querySelector('output')?.textContent).toBe('Gift wrap, please');
    expect(note().value).toBe('Gift wrap, please');
  });

  it('asks for the code of a part reached for only when the shopper reaches for it, however near it is', async () => {
    await renderOnServer();
    const { load } = loader();
    await takeOver(lazyIsland(load, { when: 'reached' }));
    expect(ViewObserver.all).toEqual([]);
    await act(async () => button().dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for its code at once when the shopper was in its field before the page was taken over', async () => {
    await renderOnServer();
    container().querySelector('input')!.focus();
    const { load } = loader();
    await takeOver(lazyIsland(load, { when: 'reached' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads its code at once and shows its fallback when rendered in the browser alone', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { load, calls } = loader();
    const Island = lazyIsland(load, { fallback: <p>Loading the footer</p> });
    await act(async () => {
      root = createRoot(container());
      root.render(<Island />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container().textContent).toBe('Loading the footer');
    await settle(() => calls[0]!.resolve());
    expect(button().textContent).toBe('Liked 0 times');
    expect(ViewObserver.all).toEqual([]);
  });

  it('holds its page back until its code has come when rendered in the browser alone with `withPage`', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { load, calls } = loader();
    const Island = lazyIsland(load, { withPage: true, fallback: <p>Loading the footer</p> });
    await act(async () => {
      root = createRoot(container());
      root.render(
        <Suspense fallback={<p>Loading the page</p>}>
          <h1>Home</h1>
          <Island />
          <p>Below the part</p>
        </Suspense>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container().textContent).toBe('Loading the page');
    await settle(() => calls[0]!.resolve());
    expect(container().querySelector('h1')?.textContent).toBe('Home');
    expect(button().textContent).toBe('Liked 0 times');
    expect(container().lastElementChild?.textContent).toBe('Below the part');
    await act(async () => button().click());
    expect(button().textContent).toBe('Liked 1 times');
  });

  it('keeps the server HTML of a `withPage` part as any other, until it is seen', async () => {
    await renderOnServer();
    const { load, calls } = loader();
    await takeOver(lazyIsland(load, { withPage: true }));
    expect(load).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Liked 0 times');
    await act(async () => ViewObserver.all[0]!.comeIntoView());
    expect(load).toHaveBeenCalledTimes(1);
    await settle(() => calls[0]!.resolve());
    await act(async () => button().click());
    expect(button().textContent).toBe('Liked 1 times');
  });

  it("keeps the server's HTML when its code fails to load, and asks again at the next approach", async () => {
    await renderOnServer();
    const { load, calls } = loader();
    const Island = lazyIsland(load);
    await takeOver(Island);
    await act(async () => ViewObserver.all[0]!.comeIntoView());
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
