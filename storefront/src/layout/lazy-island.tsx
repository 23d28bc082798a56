import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

type IslandModule<P> = { default: ComponentType<P> };

/** How near the viewport (beyond its edges) an island's server HTML must come for its code to be asked for. */
const NEAR_VIEWPORT = '400px';
/** Using the island (a pointer over it, a tap, keyboard focus) asks for its code at once. */
const APPROACH_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

const subscribeToNothing = () => () => {};
/**
 * True while React takes over HTML the server rendered (and on the server): React reads a store's server snapshot only
 * then. It renders the component again with the browser's snapshot straight after.
 */
const useTakingOver = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/**
 * A part of a rendered page whose code loads when the shopper comes near it (issue 8): the footer, the products below
 * the fold. The server renders it with the rest of the page; in the browser its HTML stays as sent (its links work,
 * as links) until it comes within `NEAR_VIEWPORT` of the viewport or is pointed at or focused, and only then is its
 * code fetched and the part taken over, so the first load carries no code the shopper may never reach.
 *
 * Rendered in the browser alone (a later navigation, a page the server does not render), the part has no HTML to keep:
 * its code is asked for at once and `fallback` shows until it has come.
 *
 * React keeps a part's server HTML only while nothing it renders changes, so an island takes no props: what it shows,
 * it reads itself (its hooks). Should its code fail to load (offline), the HTML stays and the next approach asks again.
 */
export function lazyIsland(load: () => Promise<IslandModule<object>>, fallback: ReactNode = null): ComponentType {
  let awake = false;
  let onWake: (() => void) | undefined;
  const wake = () => {
    awake = true;
    onWake?.();
  };
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const loadOnceWoken = async (): Promise<IslandModule<object>> => {
    for (;;) {
      if (!awake) await new Promise<void>((resolve) => (onWake = resolve));
      try {
        const module = await load();
        arrive();
        return module;
      } catch {
        awake = false;
      }
    }
  };
  const Part = lazy(import.meta.env.SSR ? load : loadOnceWoken);
  // One element for every render: React keeps a part's server HTML only while the element around it stays the same.
  const part = (
    <Suspense fallback={fallback}>
      <Part />
    </Suspense>
  );

  return function Island() {
    // Read at the first render: the render that follows the take-over must not wake the island.
    const takingOver = useTakingOver();
    const [keepsServerHtml] = useState(takingOver);
    const frame = useRef<HTMLDivElement>(null);
    if (!keepsServerHtml) wake();
    useEffect(() => {
      const approached = frame.current;
      const sent = approached?.firstElementChild;
      if (awake || !approached) return;
      if (!sent || typeof IntersectionObserver === 'undefined') {
        wake();
        return;
      }
      const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
        rootMargin: NEAR_VIEWPORT,
      });
      near.observe(sent);
      // Heard on the document, before React: React stops an event that reaches a part it has not taken over yet.
      const onApproach = (event: Event) => event.target instanceof Node && approached.contains(event.target) && wake();
      for (const type of APPROACH_EVENTS) document.addEventListener(type, onApproach, true);
      const stop = () => {
        near.disconnect();
        for (const type of APPROACH_EVENTS) document.removeEventListener(type, onApproach, true);
      };
      void arrived.then(stop);
      return stop;
    }, []);
    return (
      <div ref={frame} className="contents">
        {part}
      </div>
    );
  };
}
