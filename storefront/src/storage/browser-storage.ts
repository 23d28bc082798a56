import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

/** The only keys the storefront keeps in the browser (spec §3). */
export const storageKeys = {
  cart: 'cartItems',
  user: 'user',
  token: 'token',
  searchHistory: 'searchHistory',
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

const parsedCache = new Map<StorageKey, { raw: string | null; value: unknown }>();

/**
 * Reads and validates a stored JSON value. Missing, corrupt or wrongly shaped data reads as `fallback`, never
 * throws: a broken `user` counts as no user, a broken `cartItems` as an empty cart. The result is cached per raw
 * string, so React sees a stable value between renders.
 */
export function readStored<T>(key: StorageKey, schema: z.ZodType<T>, fallback: T): T {
  const raw = readRaw(key);
  const cached = parsedCache.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  let value: T = fallback;
  if (raw !== null) {
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) value = parsed.data;
    } catch {
      value = fallback;
    }
  }
  parsedCache.set(key, { raw, value });
  return value;
}

/** Writes a JSON value (or removes the key for `null`) and tells every subscriber in this tab. */
export function writeStored(key: StorageKey, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the in-memory state still updates through notify.
  }
  notify();
}

/** Subscribes a component to one stored value, in this tab and across tabs. */
export function useStored<T>(key: StorageKey, schema: z.ZodType<T>, fallback: T): T {
  return useSyncExternalStore(
    subscribe,
    () => readStored(key, schema, fallback),
    () => fallback,
  );
}
