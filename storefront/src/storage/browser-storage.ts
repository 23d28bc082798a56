import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * The only keys the storefront keeps in localStorage (spec §3), and `liteMode`, the shopper's data-saver switch
 * (issue 33). Besides them, two keys in sessionStorage, so typing survives a reload (offline too): the checkout's
 * draft, `checkoutDraft` (`checkout/checkout-draft.ts`), and the review's, `reviewDraft` (`pages/review/review-draft.ts`).
 */
export const storageKeys = {
  cart: 'cartItems',
  user: 'user',
  token: 'token',
  searchHistory: 'searchHistory',
  liteMode: 'liteMode',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Other tabs write the same keys; the storage event tells this tab.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Turns a stored string into a value; must not throw (commerce's `parseStored*` readers qualify). */
export type StoredParser<T> = (raw: string) => T;

const parsedCache = new Map<StorageKey, { raw: string | null; value: unknown }>();

/**
 * Reads a stored value through `parse`; a missing key reads as `fallback`. Corrupt data is the parser's business:
 * commerce's readers turn a broken `user` into no user and a broken `cartItems` into an empty cart. The result is
 * cached per raw string, so React sees a stable value between renders.
 */
export function readStored<T>(key: StorageKey, parse: StoredParser<T>, fallback: T): T {
  const raw = readRaw(key);
  const cached = parsedCache.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  const value = raw === null ? fallback : parse(raw);
  parsedCache.set(key, { raw, value });
  return value;
}

/**
 * Writes a value (or removes the key for `null`) and tells every subscriber in this tab. Strings are stored as they
 * are (the token), everything else as JSON.
 */
export function writeStored(key: StorageKey, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the in-memory state still updates through notify.
  }
  notify();
}

/** Subscribes a component to one stored value, in this tab and across tabs. */
export function useStored<T>(key: StorageKey, parse: StoredParser<T>, fallback: T): T {
  return useSyncExternalStore(
    subscribe,
    () => readStored(key, parse, fallback),
    () => fallback,
  );
}

/**
 * `useStored`, but undefined until the browser's storage has been read: on the server, which cannot read it, and
 * while the storefront takes over a page the server rendered. A page built from the stored value shows its loading
 * state then, where the fallback (an empty cart) would show the wrong page until the stored value replaced it.
 *
 * The take-over renders the server's loading state (React must find what the server sent), and the stored value
 * follows in a render React runs before the browser paints, asked for by a layout effect: `useSyncExternalStore`
 * alone would read the storage in its passive effect, a paint later. The first paint after the take-over shows the
 * cart's lines, not its loading state again, and what waits for a paint (the shops' names and vouchers) starts a
 * frame sooner after the lines, not after a paint of the loading state (Lighthouse's mobile cart, whose largest paint
 * is its first line: `scripts/lighthouse.mjs`).
 */
export function useStoredOnceRead<T>(key: StorageKey, parse: StoredParser<T>, fallback: T): T | undefined {
  const [takenOver, setTakenOver] = useState(false);
  useLayoutEffect(() => setTakenOver(true), []);
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(key, parse, fallback),
    () => undefined,
  );
  return takenOver ? stored : undefined;
}
