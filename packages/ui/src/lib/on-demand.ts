import { useEffect, useSyncExternalStore } from 'react';

/** A module a widget downloads when it first mounts, kept once loaded. */
export interface OnDemandModule<T> {
  /**
   * Downloads the module ahead of a widget's first mount (an app may call it when a page that needs it is likely
   * next; a story's loader calls it so the story renders in its final form). Never rejects: a failed download leaves
   * the module out, and the next mount or call asks again.
   */
  preload: () => Promise<void>;
  /**
   * The module for a component's render: undefined on the server, during hydration (so the server's markup and the
   * first client render agree) and until it has arrived; the component then renders again with it. Asks for it on
   * mount, or once `needed` turns true (a part only some props need: a menu's submenus).
   */
  useModule: (needed?: boolean) => T | undefined;
}

/**
 * The interactive code of a widget the server renders without it (Radix Slider, react-aria-components' parts), kept
 * out of a page's first load. Not `lazy()`: a Suspense boundary makes React's server renderer leave the boundary to
 * the client, and a failed `import()` thrown while rendering would take the page down. Here the widget renders its
 * static form until the module is there, then its interactive one.
 */
export function onDemand<T>(load: () => Promise<T>): OnDemandModule<T> {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const preload = () => {
    if (loaded !== undefined) return Promise.resolve();
    pending ??= load().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
      },
      () => {
        // Offline or a stale deploy: the static form stays, and the next mount tries again.
        pending = undefined;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loaded;
  const onServer = () => undefined;

  return {
    preload,
    useModule(needed = true) {
      const module = useSyncExternalStore(subscribe, current, onServer);
      useEffect(() => {
        if (needed) void preload();
      }, [needed]);
      return needed ? module : undefined;
    },
  };
}
