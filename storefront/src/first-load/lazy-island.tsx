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
import { holdInteractionsWithin, type PartHolding } from './held-interactions';

type IslandModule = { default: ComponentType };

/** Reaching for the island (a pointer over it, a touch, keyboard focus) asks for its code at once. */
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

export interface LazyIslandOptions {
  /**
   * When the code is asked for: 'seen', once any of the part comes into the viewport or is reached for
   * (below the first screen: the footer, products further down); 'reached', only once the shopper reaches for it (a
   * part on the first screen that matters only once used: the header's search).
   * @default 'seen'
   */
  when?: 'seen' | 'reached';
  /** Shown where the part goes while its code comes, when there is no server HTML to keep. @default null */
  fallback?: ReactNode;
  /**
   * Rendered in the browser alone, the page waits for the part's code (its routes' loader shows meanwhile) rather than
   * showing `fallback`: for a part that mounts with its page and whose late arrival would push what follows it (the
   * footer) down under the shopper's eyes. Not for a part that may mount once the page is shown: that page would give
   * way to the loader.
   * @default false
   */
  withPage?: boolean;
}

/**
 * A part of a rendered page whose code loads when the shopper comes to it (issue 8). The server renders it with the
 * rest of the page; in the browser its HTML stays as sent (its links work, as links; its fields take typing) until
 * the shopper comes to it (`LazyIslandOptions.when`), and only then is its code fetched and the part taken over, so the
 * first load carries no code the shopper may never use. Meanwhile a tap on one of its controls or a submission of one
 * of its forms is held, then replayed once the part is taken over, and what was typed in its fields is reported to it
 * (`holdInteractionsWithin`).
 *
 * Rendered in the browser alone (a later navigation, a page the server does not render), the part has no HTML to keep:
 * its code is asked for at once and `fallback` shows until it has come, or with `withPage` the page waits for it.
 *
 * React keeps a part's server HTML only while nothing it renders changes, so an island takes no props: what it shows,
 * it reads itself (its hooks). Should its code fail to load (offline), the HTML stays and the next approach asks again.
 */
export function lazyIsland(
  load: () => Promise<IslandModule>,
  { when = 'seen', fallback = null, withPage = false }: LazyIslandOptions = {},
): ComponentType {
  let awake = false;
  let onWake: (() => void) | undefined;
  const wake = () => {
    awake = true;
    onWake?.();
  };
  /** Holdings of the island's rendered instances, released once React has taken the part over. */
  const holdings = new Set<PartHolding>();
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));

  // The same tree on both sides, so the ids React derives from it (`useId`) match.
  const withTakeOver = ({ default: Content }: IslandModule): IslandModule => ({
    default: () => <TakenOver content={Content} />,
  });
  const loadOnceWoken = async (): Promise<IslandModule> => {
    for (;;) {
      if (!awake) await new Promise<void>((resolve) => (onWake = resolve));
      try {
        const module = await load();
        arrive();
        return withTakeOver(module);
      } catch {
        awake = false;
      }
    }
  };
  /** The part's content; its first commit is the moment the part is taken over. */
  function TakenOver({ content: Content }: { content: ComponentType }) {
    useEffect(() => {
      for (const holding of holdings) holding.release();
      holdings.clear();
    }, []);
    return <Content />;
  }
  const Part = lazy(import.meta.env.SSR ? () => load().then(withTakeOver) : loadOnceWoken);
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
      if (!sent) {
        wake();
        return;
      }
      const holding = holdInteractionsWithin(approached, wake);
      holdings.add(holding);
      // Focused before the page was taken over: the shopper has reached for it already.
      if (approached.contains(document.activeElement)) wake();
      // Not before: until then its HTML is all the shopper could see or use of it (its links work as links), and its
      // code would share the network with what the page is still loading.
      const seen =
        when === 'seen' && typeof IntersectionObserver !== 'undefined'
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake())
          : undefined;
      seen?.observe(sent);
      if (when === 'seen' && !seen) wake();
      // Heard on the document, before React: React stops an event that reaches a part it has not taken over yet.
      const onApproach = (event: Event) => event.target instanceof Node && approached.contains(event.target) && wake();
      for (const type of APPROACH_EVENTS) document.addEventListener(type, onApproach, true);
      const stopWatching = () => {
        seen?.disconnect();
        for (const type of APPROACH_EVENTS) document.removeEventListener(type, onApproach, true);
      };
      void arrived.then(stopWatching);
      return () => {
        stopWatching();
        holding.stop();
        holdings.delete(holding);
      };
    }, []);
    return (
      <div ref={frame} className="sd:contents">
        {keepsServerHtml || !withPage ? part : <Part />}
      </div>
    );
  };
}
