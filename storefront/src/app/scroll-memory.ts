/**
 * Scroll positions per history entry (issue 29). wouter keeps none: left alone, the browser leaves a new page at the
 * previous page's scroll position, and restores an old one before its content has rendered. So the storefront does it
 * itself: a new page (push navigation, or a redirect to another path) starts at the top; back and forward return to
 * where the shopper was on that entry, once the page has grown tall enough (a listing renders its cards as it is
 * scrolled, so the position is approached frame by frame), for at most `RESTORE_WITHIN_MS`.
 *
 * Each entry gets a key in its history state (beside what pages keep there, e.g. checkout's `fromCart`); positions are
 * kept by key in session storage, so a reload or a return from another site finds them too.
 */

/** The field of `history.state` holding the entry's key. */
const ENTRY_KEY = 'saudaEntry';
/** Session storage: the scroll position of each recent entry, by key. */
const POSITIONS_KEY = 'sauda:scroll-positions';
/** Entries remembered; older ones are dropped. */
const KEPT_ENTRIES = 50;
/** How long a restore waits for the page to grow tall enough. */
export const RESTORE_WITHIN_MS = 3000;
/** What the shopper does that takes over from a restore still under way. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions) {
  const recent = Object.entries(positions).slice(-KEPT_ENTRIES);
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(Object.fromEntries(recent)));
  } catch {
    // Storage full or refused: positions are kept for this page's life only.
  }
}

const keyOf = (state: unknown): string | undefined => {
  const key = state && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY_KEY] : undefined;
  return typeof key === 'string' ? key : undefined;
};

const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Installs the scroll memory once, in the browser. Returns a function that removes it (for tests). */
export function installScrollMemory(): () => void {
  if (typeof window === 'undefined') return () => {};
  const restoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  const positions = readPositions();
  let tagging = false;
  let path = location.pathname;
  let stopRestoring = () => {};

  /** Puts `key` into the current entry's state, keeping what else is there. */
  const tag = (key: string) => {
    const state: unknown = history.state;
    if (keyOf(state) === key || (state !== null && typeof state !== 'object')) return;
    tagging = true;
    try {
      history.replaceState({ ...(state as object | null), [ENTRY_KEY]: key }, '');
    } finally {
      tagging = false;
    }
  };

  const remember = (key: string) => {
    delete positions[key];
    positions[key] = window.scrollY;
    writePositions(positions);
  };

  /** Scrolls towards `y` each frame until there, until the time is up, or until the shopper scrolls themselves. */
  const restore = (y: number) => {
    stopRestoring();
    const deadline = performance.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop);
    };
    const step = () => {
      const reachable = Math.min(y, document.documentElement.scrollHeight - window.innerHeight);
      window.scrollTo(0, reachable);
      if (reachable >= y || performance.now() > deadline) stop();
      else frame = requestAnimationFrame(step);
    };
    for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true });
    stopRestoring = stop;
    frame = requestAnimationFrame(step);
  };

  const toTop = () => {
    stopRestoring();
    if (!location.hash) window.scrollTo(0, 0);
  };

  let current = keyOf(history.state) ?? newKey();
  tag(current);
  // A reload, or a return from another site: this entry's position, once its page has rendered.
  const saved = positions[current];
  if (saved !== undefined && saved > 0) restore(saved);

  const onPush = () => {
    remember(current);
    current = newKey();
    tag(current);
    path = location.pathname;
    toTop();
  };
  const onReplace = () => {
    if (tagging) return;
    // The same page updating its address (a filter, a search) keeps its entry and position; another path is a new
    // page (a redirect) that starts at the top.
    if (location.pathname !== path) {
      path = location.pathname;
      current = newKey();
      toTop();
    }
    tag(current);
  };
  const onPop = () => {
    remember(current);
    path = location.pathname;
    const key = keyOf(history.state);
    current = key ?? newKey();
    tag(current);
    // An entry without a key is one the browser made itself (a #fragment link): it scrolls there on its own.
    const y = key === undefined ? undefined : positions[key];
    if (y === undefined) stopRestoring();
    else restore(y);
  };
  const onHide = () => remember(current);

  window.addEventListener('pushState', onPush);
  window.addEventListener('replaceState', onReplace);
  window.addEventListener('popstate', onPop);
  window.addEventListener('pagehide', onHide);
  return () => {
    stopRestoring();
    window.removeEventListener('pushState', onPush);
    window.removeEventListener('replaceState', onReplace);
    window.removeEventListener('popstate', onPop);
    window.removeEventListener('pagehide', onHide);
    history.scrollRestoration = restoration;
  };
}
