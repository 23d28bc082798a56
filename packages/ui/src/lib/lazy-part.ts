import { createElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * `React.lazy` for a part of a page or widget (an overlay's panel, a section below the fold) whose code may fail to
 * download: offline, or after a deploy removed the old chunk. A rejected `React.lazy` throws while rendering, and with
 * no error boundary above it React unmounts the host's whole page. Here the part renders nothing instead, and the next
 * render of its owner (the shopper's next press, a page update) downloads it again; once loaded it is kept.
 */
export function lazyPart<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> {
  let attempt: LazyExoticComponent<ComponentType<P>> | undefined;
  /** Drawn for a failed download; once shown, the part's next render tries again (not its re-render after this one). */
  function Unavailable() {
    useEffect(() => {
      attempt = undefined;
    }, []);
    return null;
  }
  const unavailable = { default: Unavailable as ComponentType<P> };
  return function LazyPart(props: P) {
    attempt ??= lazy(() => load().catch(() => unavailable));
    return createElement(attempt, props);
  };
}
